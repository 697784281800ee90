import { defineRendererDefinition } from '@core/registry';
import { servicePropsSchema, type ServiceNode } from './props.schema';

/** `service`, without its UI: see renderers/definitions.ts. */
export const serviceDefinition = defineRendererDefinition<ServiceNode>({
  type: 'service',
  description: 'Loads a data source for its body; the body renders at once with default data, and the loaded keys become names in its scope.',
  category: 'layout',
  titleKey: 'renderers.palette.types.service.title',
  descriptionKey: 'renderers.palette.types.service.description',
  propsSchema: servicePropsSchema,
  example: { type: 'service', api: { url: '/eps/usercenter/enterprise/info', responseData: 'data' }, body: [] },
});
