import { defineRenderer } from '../../src/core/registry';
import { AlertRenderer } from './AlertRenderer';
import { alertPropsSchema, type AlertNode } from './props.schema';

/** `alert`: a message box (info, success, warning, error). */
export const alertRenderer = defineRenderer<AlertNode>({
  type: 'alert',
  description: 'A message box: info, success, warning or error, with an optional description.',
  propsSchema: alertPropsSchema,
  component: AlertRenderer,
});
