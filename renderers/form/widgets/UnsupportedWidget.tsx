import { Alert } from 'antd';
import type { ReactElement } from 'react';
import { useFormContext } from '../formContext';
import type { WidgetProps } from '../types';

/** Shown where a field's widget is unknown or its shape is not supported, naming the field. */
export function UnsupportedWidget({ field }: WidgetProps): ReactElement {
  const { text } = useFormContext();
  return <Alert type="warning" showIcon message={text('form.unsupported')} description={`${field.key} (${field.widget})`} />;
}
