import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const cardPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    /** Nodes at the right of the title. */
    extra: { $ref: '#/$defs/nodes' },
    body: { $ref: '#/$defs/nodes' },
    bordered: { type: 'boolean' },
    size: { enum: ['default', 'small'] },
  },
} as const satisfies JsonSchema;

/** A titled panel around its body. */
export type CardNode = SchemaNode & { type: 'card' } & PropsOf<typeof cardPropsSchema>;
