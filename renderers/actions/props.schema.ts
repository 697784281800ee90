import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const ACTIONS_ALIGN = ['left', 'center', 'right', 'between'] as const;

export const actionsPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: { $ref: '#/$defs/nodes' },
    align: { enum: [...ACTIONS_ALIGN] },
    api: { $ref: '#/$defs/dataSource' },
    source: { type: 'string', pattern: '\\$\\{' },
    /** Nodes drawn once per record of `api` or `source`, after `items`. */
    item: { $ref: '#/$defs/nodes' },
  },
} as const satisfies JsonSchema;

/**
 * A bar of buttons (or any nodes), in a row: the fixed `items`, then, with
 * `item`, one copy of the `item` nodes per record of `api` (its mapped data:
 * an array, or an object with `items`) or of the scope (`source`, a `${...}`
 * template), with the record as `item` and its position as `index` in scope.
 * So the buttons a server allows (an action list) are data, not code.
 */
export type ActionsNode = SchemaNode & { type: 'actions' } & PropsOf<typeof actionsPropsSchema>;
