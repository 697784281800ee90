import { Input } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';
import { inputText, textChangeHandler } from './TextWidget';

/** Password input with the show/hide eye (`ui:widget: password`). */
export function PasswordWidget(props: WidgetProps): ReactElement {
  const { id, value, onBlur, disabled, readOnly, placeholder, autoFocus } = props;
  return (
    <Input.Password
      {...defined({ id, placeholder })}
      value={inputText(value)}
      onChange={textChangeHandler(props)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      autoComplete="new-password"
    />
  );
}
