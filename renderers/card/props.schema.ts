import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** A titled panel around its body. */
export type CardNode = SchemaNode & {
  type: 'card';
  title?: LocalizedText;
  /** Nodes at the right of the title. */
  extra?: unknown;
  body?: unknown;
  bordered?: boolean;
  size?: 'default' | 'small';
};

export const cardPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    title: { $ref: '#/$defs/text' },
    extra: { $ref: '#/$defs/nodes' },
    body: { $ref: '#/$defs/nodes' },
    bordered: { type: 'boolean' },
    size: { enum: ['default', 'small'] },
  },
};
