import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const dividerPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: { $ref: '#/$defs/text' },
    orientation: { enum: ['left', 'center', 'right'] },
    dashed: { type: 'boolean' },
  },
} as const satisfies JsonSchema;

/** A horizontal rule, optionally with a title in it. */
export type DividerNode = SchemaNode & { type: 'divider' } & PropsOf<typeof dividerPropsSchema>;
