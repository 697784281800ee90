import { Input } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { textInputProps } from './TextWidget';

/** Multi-line text (`ui:widget: textarea`; `ui:options.rows`, default 4). */
export function TextareaWidget(props: WidgetProps): ReactElement {
  const { field } = props;
  const maxLength = typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined;
  const rows = typeof field.ui.rows === 'number' ? field.ui.rows : 4;
  return (
    <Input.TextArea
      {...textInputProps(props)}
      rows={rows}
      {...(maxLength !== undefined ? { maxLength, showCount: true } : {})}
    />
  );
}
