import { defineRendererDefinition } from '@core/registry';
import { tagPropsSchema, type TagNode } from './props.schema';

/** `tag`, without its UI: see renderers/definitions.ts. */
export const tagDefinition = defineRendererDefinition<TagNode>({
  type: 'tag',
  description: 'A coloured label: literal text and colour, or a value shown through an enum.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.tag.title',
  descriptionKey: 'renderers.palette.types.tag.description',
  propsSchema: tagPropsSchema,
  example: { type: 'tag', text: { 'zh-cn': '标签', en: 'Tag' }, color: 'blue' },
});
