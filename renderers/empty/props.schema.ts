import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const emptyPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    description: { $ref: '#/$defs/text' },
    image: { enum: ['simple', 'default'] },
  },
} as const satisfies JsonSchema;

/** An empty state: a picture and a line of text. */
export type EmptyNode = SchemaNode & { type: 'empty' } & PropsOf<typeof emptyPropsSchema>;
