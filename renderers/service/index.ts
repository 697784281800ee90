import { sourceRequest } from '../../src/core/dataSource';
import { defineRenderer } from '../../src/core/registry';
import { ServiceRenderer } from './ServiceRenderer';
import { servicePropsSchema, type ServiceNode } from './props.schema';

/** `service`: loads data for its body without holding it back. */
export const serviceRenderer = defineRenderer<ServiceNode>({
  type: 'service',
  description: 'Loads a data source for its body; the body renders at once with default data, and the loaded keys become names in its scope.',
  propsSchema: servicePropsSchema,
  component: ServiceRenderer,
  // The call for its data starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
