import type { ColumnType } from 'antd/es/table';
import { evaluateCondition } from '@core/expression';
import { toText } from '@core/expression/functions';
import { readPath, type Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { resolveValueEnum } from '../shared/enums';
import { CELL_RENDERERS } from './cells';
import { CopyableCell } from './copyableCell';
import type { TableColumn } from './props.schema';

export type Row = Readonly<Record<string, unknown>>;

export interface ColumnContext {
  scope: Scope;
  text: (text: LocalizedText | undefined) => string;
  /** The active language, for locale-aware formats (fileSize). */
  locale?: string | undefined;
  /** Rows before the current page. */
  offset: number;
  disabled: boolean;
  /** The column sorted now (its key) and how. */
  sort?: ColumnSort | undefined;
  /** Sort in the browser (rows from `source`), not by the call. */
  localSort?: boolean;
}

/** A sorted column: its key (columnKey) and antd's order. */
export interface ColumnSort {
  key: string;
  order: 'ascend' | 'descend';
}

/** Numbers by value, anything else by its text in the user's collation; empty values first. */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return toText(a).localeCompare(toText(b));
}

/** antd's sorter props of a sortable column: a compare function in the browser, else a controlled order the call applies. */
function sorterOf(column: TableColumn, key: string, context: ColumnContext): Partial<ColumnType<Row>> {
  const path = column.dataIndex;
  if (column.sortable !== true || path === undefined) return {};
  return {
    sorter: context.localSort ? (a: Row, b: Row) => compareValues(readPath(a, path), readPath(b, path)) : true,
    sortOrder: context.sort?.key === key ? context.sort.order : null,
    sortDirections: ['ascend', 'descend'],
  };
}

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/**
 * Dates and times stay on one line: "2024-01-01 00-00-00" broke after "00-00-" in a column of 162 px, and
 * a virtual table's rows grew past the height antd sizes its window by (77 px against 55). In a column too
 * narrow for them, an ellipsis (table.css).
 */
const ONE_LINE_TYPES: ReadonlySet<string> = new Set(['date', 'dateTime', 'time']);
const ONE_LINE_CELL = { className: 'eps-table-cell-one-line' };
const oneLineCell = (): typeof ONE_LINE_CELL => ONE_LINE_CELL;

/** A column's key: its dataIndex, else its place (stable for the column settings). */
const columnKey = (column: TableColumn, index: number): string => column.dataIndex ?? `column-${index}`;

/**
 * antd Table columns for the schema's columns in `scope`: hidden ones
 * (`visibleOn`) left out, titles translated, cells drawn by valueType.
 */
export function buildColumns(columns: readonly TableColumn[], context: ColumnContext): ColumnType<Row>[] {
  return columns.flatMap((column, position): ColumnType<Row>[] => {
    if (!evaluateCondition(column.visibleOn, context.scope, true)) return [];
    const valueType = column.valueType !== undefined && hasOwn(CELL_RENDERERS, column.valueType) ? column.valueType : 'text';
    const renderCell = CELL_RENDERERS[valueType];
    const cellContext = { column, valueEnum: resolveValueEnum(column.valueEnum, context.scope), scope: context.scope, text: context.text, locale: context.locale, offset: context.offset, disabled: context.disabled };
    const title = column.title !== undefined ? context.text(column.title) : valueType === 'option' ? context.text('renderers.table.option') : '';
    const key = columnKey(column, position);
    return [
      {
        key,
        title,
        ...sorterOf(column, key, context),
        ...(column.dataIndex !== undefined ? { dataIndex: column.dataIndex.split('.') } : {}),
        ...(column.width !== undefined ? { width: column.width } : {}),
        ...(column.fixed !== undefined ? { fixed: column.fixed } : {}),
        ...(column.align !== undefined ? { align: column.align } : {}),
        ellipsis: column.ellipsis === true,
        ...(ONE_LINE_TYPES.has(valueType) ? { onCell: oneLineCell } : {}),
        render: (_dom, row, index) => {
          const value = column.dataIndex === undefined ? undefined : readPath(row, column.dataIndex);
          const cell = renderCell(value, row, index, cellContext);
          if (column.copyable !== true || value === undefined || value === null || value === '') return cell;
          return <CopyableCell text={toText(value)}>{cell}</CopyableCell>;
        },
      },
    ];
  });
}
