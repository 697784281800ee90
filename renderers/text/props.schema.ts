import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const TEXT_TAGS = ['span', 'p', 'h1', 'h2', 'h3', 'h4', 'h5'] as const;

export const textPropsSchema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: { $ref: '#/$defs/text' },
    tag: { enum: [...TEXT_TAGS] },
  },
} as const satisfies JsonSchema;

/** A line of (templated, translated) text in a plain element. */
export type TextNode = SchemaNode & { type: 'text' } & PropsOf<typeof textPropsSchema>;
