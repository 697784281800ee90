import { defineRendererDefinition } from '@core/registry';
import { textPropsSchema, type TextNode } from './props.schema';

/** `text`, without its UI: see renderers/definitions.ts. */
export const textDefinition = defineRendererDefinition<TextNode>({
  type: 'text',
  description: 'A templated, translated text in a span, paragraph or heading.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.text.title',
  descriptionKey: 'renderers.palette.types.text.description',
  propsSchema: textPropsSchema,
  example: { type: 'text', text: { 'zh-cn': '文本', en: 'Text' } },
});
