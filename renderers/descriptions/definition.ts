import { defineRendererDefinition } from '@core/registry';
import { descriptionsPropsSchema, type DescriptionsNode } from './props.schema';

/** `descriptions`, without its UI: see renderers/definitions.ts. */
export const descriptionsDefinition = defineRendererDefinition<DescriptionsNode>({
  type: 'descriptions',
  description: 'Label and value pairs read from the scope, formatted by valueType.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.descriptions.title',
  descriptionKey: 'renderers.palette.types.descriptions.description',
  propsSchema: descriptionsPropsSchema,
  example: { type: 'descriptions', items: [{ label: { 'zh-cn': '名称', en: 'Name' }, field: 'name' }] },
});
