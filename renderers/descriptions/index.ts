import { defineRenderer } from '../../src/core/registry';
import { descriptionsPropsSchema, type DescriptionsNode } from './props.schema';

/** `descriptions`: label/value pairs of a record. */
export const descriptionsRenderer = defineRenderer<DescriptionsNode>({
  type: 'descriptions',
  description: 'Label and value pairs read from the scope, formatted by valueType.',
  propsSchema: descriptionsPropsSchema,
  load: () => import('./DescriptionsRenderer'),
});
