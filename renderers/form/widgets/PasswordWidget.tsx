import { Input } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { textInputProps } from './TextWidget';

/** Password input with the show/hide eye (`ui:widget: password`). */
export function PasswordWidget(props: WidgetProps): ReactElement {
  return <Input.Password {...textInputProps(props)} autoComplete="new-password" />;
}
