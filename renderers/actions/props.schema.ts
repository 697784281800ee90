import type { JsonSchema } from '../../src/core/registry';
import type { SchemaNode } from '../../src/core/schema/types';

export const ACTIONS_ALIGN = ['left', 'center', 'right', 'between'] as const;

/** A bar of buttons (or any nodes), in a row. */
export type ActionsNode = SchemaNode & {
  type: 'actions';
  items?: unknown;
  align?: (typeof ACTIONS_ALIGN)[number];
};

export const actionsPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    items: { $ref: '#/$defs/nodes' },
    align: { enum: [...ACTIONS_ALIGN] },
  },
};
