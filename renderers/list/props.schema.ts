import type { JsonSchema } from '../../src/core/registry';
import type { Action } from '../../src/core/actions/types';
import type { DataSource, LocalizedText, SchemaNode } from '../../src/core/schema/types';

/**
 * Rows drawn from records: from `api` (its mapped data: an array, or an
 * object with `items`) or from the scope (`source`, a `${...}` template).
 * Each row renders `item` with the record as `item` and its position as
 * `index` in scope; `onItemClick` makes rows buttons (Enter and Space too).
 * With `testId`, each row carries `<testId>-item`.
 */
export type ListNode = SchemaNode & {
  type: 'list';
  api?: DataSource;
  source?: string;
  /** Draw at most this many records. */
  maxItems?: number;
  /** Nodes of one row, in a line. */
  item: unknown;
  onItemClick?: Action | readonly Action[];
  /** Shown under the empty picture when there are no records. */
  empty?: LocalizedText;
};

export const listPropsSchema: JsonSchema = {
  type: 'object',
  required: ['item'],
  properties: {
    api: { $ref: '#/$defs/dataSource' },
    source: { type: 'string', pattern: '\\$\\{' },
    maxItems: { type: 'integer', minimum: 0 },
    item: { $ref: '#/$defs/nodes' },
    onItemClick: { $ref: '#/$defs/actions' },
    empty: { $ref: '#/$defs/text' },
  },
};
