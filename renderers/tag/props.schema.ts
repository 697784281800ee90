import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';
import { valueEnumSchema, type ValueEnumRef } from '../shared/enums';

/**
 * A tag: literal text and colour, or a value shown through an enum
 * (`"enum": "taskStatus", "value": "${status}"`), so status colours have one source.
 */
export type TagNode = SchemaNode & {
  type: 'tag';
  text?: LocalizedText;
  color?: string;
  enum?: ValueEnumRef;
  /** A template giving the enum value. */
  value?: string;
};

export const tagPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    text: { $ref: '#/$defs/text' },
    color: { type: 'string' },
    enum: valueEnumSchema,
    value: { type: 'string' },
  },
};
