import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const listPropsSchema = {
  type: 'object',
  required: ['item'],
  additionalProperties: false,
  properties: {
    api: { $ref: '#/$defs/dataSource' },
    source: { type: 'string', pattern: '\\$\\{' },
    /** Draw at most this many records. */
    maxItems: { type: 'integer', minimum: 0 },
    /** Nodes of one row, in a line. */
    item: { $ref: '#/$defs/nodes' },
    onItemClick: { $ref: '#/$defs/actions' },
    /** Shown under the empty picture when there are no records. */
    empty: { $ref: '#/$defs/text' },
  },
} as const satisfies JsonSchema;

/**
 * Rows drawn from records: from `api` (its mapped data: an array, or an
 * object with `items`) or from the scope (`source`, a `${...}` template).
 * Each row renders `item` with the record as `item` and its position as
 * `index` in scope; `onItemClick` makes rows buttons (Enter and Space too).
 * With `testId`, each row carries `<testId>-item`.
 */
export type ListNode = SchemaNode & { type: 'list' } & PropsOf<typeof listPropsSchema>;
