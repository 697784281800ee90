/**
 * A table's sort (a sortable column's header clicked): what antd's change event says, and the
 * params an api table sends for it (`sortParams`, default `orderBy` / `orderDir` with `asc` or
 * `desc`; the field is the column's `sortKey`, else its `dataIndex`).
 */
import type { SorterResult } from 'antd/es/table/interface';
import type { ColumnSort, Row } from './buildColumns';
import type { TableNode } from './props.schema';

export const DEFAULT_SORT_PARAMS = { field: 'orderBy', order: 'orderDir' } as const;

/** The sort antd's change event reports (one column; none when the order was cleared). */
export function sortOf(sorter: SorterResult<Row> | SorterResult<Row>[]): ColumnSort | undefined {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one || (one.order !== 'ascend' && one.order !== 'descend') || one.columnKey === undefined) return undefined;
  return { key: String(one.columnKey), order: one.order };
}

/** The call's params for `sort`: none without one, or when the column is not (or no longer) sortable. */
export function sortParamsOf(node: TableNode, sort: ColumnSort | undefined): Record<string, string> {
  if (!sort) return {};
  const column = (Array.isArray(node.columns) ? node.columns : []).find((c) => c.dataIndex === sort.key && c.sortable === true);
  if (!column?.dataIndex) return {};
  const names = { ...DEFAULT_SORT_PARAMS, ...node.sortParams };
  return { [names.field]: column.sortKey ?? column.dataIndex, [names.order]: sort.order === 'ascend' ? 'asc' : 'desc' };
}
