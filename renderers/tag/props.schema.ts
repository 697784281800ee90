import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';
import { valueEnumSchema } from '../shared/enums';

export const tagPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: { $ref: '#/$defs/text' },
    color: { type: 'string' },
    enum: valueEnumSchema,
    /** A template giving the enum value. */
    value: { type: 'string' },
  },
} as const satisfies JsonSchema;

/**
 * A tag: literal text and colour, or a value shown through an enum
 * (`"enum": "taskStatus", "value": "${status}"`), so status colours have one source.
 */
export type TagNode = SchemaNode & { type: 'tag' } & PropsOf<typeof tagPropsSchema>;
