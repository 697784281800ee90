import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** An empty state: a picture and a line of text. */
export type EmptyNode = SchemaNode & {
  type: 'empty';
  description?: LocalizedText;
  image?: 'simple' | 'default';
};

export const emptyPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    description: { $ref: '#/$defs/text' },
    image: { enum: ['simple', 'default'] },
  },
};
