import { defineRenderer } from '../../src/core/registry';
import { TextRenderer } from './TextRenderer';
import { textPropsSchema, type TextNode } from './props.schema';

/** `text`: a label, paragraph or heading. */
export const textRenderer = defineRenderer<TextNode>({
  type: 'text',
  description: 'A templated, translated text in a span, paragraph or heading.',
  propsSchema: textPropsSchema,
  component: TextRenderer,
});
