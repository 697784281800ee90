import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** A horizontal rule, optionally with a title in it. */
export type DividerNode = SchemaNode & {
  type: 'divider';
  text?: LocalizedText;
  orientation?: 'left' | 'center' | 'right';
  dashed?: boolean;
};

export const dividerPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    text: { $ref: '#/$defs/text' },
    orientation: { enum: ['left', 'center', 'right'] },
    dashed: { type: 'boolean' },
  },
};
