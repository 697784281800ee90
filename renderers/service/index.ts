import { defineRenderer } from '../../src/core/registry';
import { ServiceRenderer } from './ServiceRenderer';
import { servicePropsSchema, type ServiceNode } from './props.schema';

/** `service`: loads data for its body without holding it back. */
export const serviceRenderer = defineRenderer<ServiceNode>({
  type: 'service',
  description: 'Loads a data source for its body; the body renders at once with default data, and the loaded keys become names in its scope.',
  propsSchema: servicePropsSchema,
  component: ServiceRenderer,
});
