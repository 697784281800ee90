/**
 * The `form` renderer definition. The component is split out of the main
 * bundle (it brings ajv and the rjsf helpers).
 */
import { defineRenderer } from '../../src/core/registry';
import { formPropsSchema } from './props.schema';
import type { FormNode } from './types';

export const formRenderer = defineRenderer<FormNode>({
  type: 'form',
  description: 'A form from a JSON Schema and uiSchema (rjsf semantics, antd fields, ajv validation), with load and submit calls.',
  propsSchema: formPropsSchema,
  load: () => import('./FormRenderer'),
});

export type { FormButton, FormNode, FieldDescriptor, WidgetProps } from './types';
export { FormWidgetsProvider } from './widgets/provider';
