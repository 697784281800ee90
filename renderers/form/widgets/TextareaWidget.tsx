import { Input } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';
import { inputText, textChangeHandler } from './TextWidget';

/** Multi-line text (`ui:widget: textarea`; `ui:options.rows`, default 4). */
export function TextareaWidget(props: WidgetProps): ReactElement {
  const { id, value, onBlur, field, disabled, readOnly, placeholder, autoFocus } = props;
  const maxLength = typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined;
  const rows = typeof field.ui.rows === 'number' ? field.ui.rows : 4;
  return (
    <Input.TextArea
      {...defined({ id, placeholder })}
      rows={rows}
      value={inputText(value)}
      onChange={textChangeHandler(props)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      {...(maxLength !== undefined ? { maxLength, showCount: true } : {})}
    />
  );
}
