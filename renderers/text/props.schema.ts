import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

export const TEXT_TAGS = ['span', 'p', 'h1', 'h2', 'h3', 'h4', 'h5'] as const;

/** A line of (templated, translated) text in a plain element. */
export type TextNode = SchemaNode & {
  type: 'text';
  text: LocalizedText;
  tag?: (typeof TEXT_TAGS)[number];
};

export const textPropsSchema: JsonSchema = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { $ref: '#/$defs/text' },
    tag: { enum: [...TEXT_TAGS] },
  },
};
