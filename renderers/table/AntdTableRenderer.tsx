/**
 * The full table: antd's Table in controlled mode under our own toolbar
 * (TableToolbar: title, search, filters, toolbar nodes, reload, density and
 * column settings). We own the query (page, page size, keyword, filters) and
 * the data (useTableQuery), so each change makes exactly one call. Pages of
 * more than VIRTUAL_THRESHOLD rows render virtually (ARCHITECTURE performance
 * notes: 1000 rows take 2.2 s plain, 0.7 s virtual). ProTable drew this
 * before; its chunk weighed 790 KB raw for the same screen.
 */
import { Empty, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useEnv, useNodeHandle, useText } from '@core/react';
import { readPath } from '@core/scope';
import { resolveTemplates } from '@core/template';
import { AntdLocale } from '../shared/AntdLocale';
import { rootProps } from '../shared/rootProps';
import { useFocusableScroll } from '../shared/useFocusableScroll';
import { buildColumns, type ColumnSort, type Row } from './buildColumns';
import { DEFAULT_KEYWORD_PARAM, DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES, type TableNode } from './props.schema';
import { defaultFilterValues, type FilterValues } from './tableRequest';
import { AntdTableHeader } from './AntdTableHeader';
import type { Density } from './TableToolbar';
import './table.css';
import { useRowEvents } from './useRowEvents';
import { toPage, useTableQuery } from './useTableQuery';
import { sortOf, sortParamsOf } from './tableSort';
import { antdFixedLayout, minTableWidth } from './tableWidth';

/** Pages with more rows than this render virtually. */
export const VIRTUAL_THRESHOLD = 100;
/** Body height of a virtual table when the schema gives none. */
const DEFAULT_VIRTUAL_HEIGHT = 600;

interface Query {
  pageNum: number;
  pageSize: number;
  keyword: string;
  filters: FilterValues;
  sort?: ColumnSort | undefined;
}

// Rows without a key field get a generated one, stable for the row object's life.
const generatedKeys = new WeakMap<object, string>();
let nextGeneratedKey = 1;
function rowKeyOf(row: Row, field: string): string {
  const value = readPath(row, field);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  let key = generatedKeys.get(row);
  if (key === undefined) {
    key = `row-${nextGeneratedKey++}`;
    generatedKeys.set(row, key);
  }
  return key;
}

/**
 * Whether the page's rows render virtually, and the body's scroll: a virtual body needs a height, and a table
 * laid out fixed scrolls sideways under its minimum width rather than squeeze a column to nothing (tableWidth.ts).
 */
function bodyScroll(node: TableNode, pageRows: number, columns: readonly ColumnType<Row>[]): { virtual: boolean; scroll: { x?: number | string; y?: number | string } } {
  const virtual = pageRows > VIRTUAL_THRESHOLD;
  const height = node.height ?? node.scroll?.y ?? (virtual ? DEFAULT_VIRTUAL_HEIGHT : undefined);
  const width = node.scroll?.x ?? (antdFixedLayout(columns, height !== undefined) ? minTableWidth(columns) : undefined);
  const scroll = {
    ...(width !== undefined ? { x: width } : {}),
    ...(height !== undefined ? { y: height } : {}),
  };
  return { virtual, scroll };
}

/** The column settings of the table's options: its density and the columns the user hid. */
function useColumnSettings(node: TableNode, columns: ColumnType<Row>[]) {
  const [density, setDensity] = useState<Density>(node.size ?? 'large');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const shownColumns = useMemo(() => (hidden.size ? columns.filter((column) => !hidden.has(String(column.key))) : columns), [columns, hidden]);
  return { density, setDensity, hidden, setHidden, shownColumns };
}

/**
 * The table's query (page, page size, keyword, filters and sort) and the params it sends. A new keyword, filter
 * or order starts again at page 1, and so does a new page size, so the user is never left past the end.
 */
function useTableQueryState(node: TableNode) {
  const [query, setQuery] = useState<Query>(() => ({
    pageNum: 1,
    pageSize: node.pageSize ?? DEFAULT_PAGE_SIZE,
    keyword: '',
    filters: defaultFilterValues(node.filters),
  }));
  const setKeyword = useCallback((keyword: string) => setQuery((previous) => ({ ...previous, keyword, pageNum: 1 })), []);
  const setFilter = useCallback(
    (name: string, value: string | number | undefined) =>
      setQuery((previous) => ({ ...previous, filters: { ...previous.filters, [name]: value }, pageNum: 1 })),
    [],
  );
  const changePage = useCallback(
    (page: number, size: number) =>
      // A new page size starts again at page 1, so the user is never left past the end.
      setQuery((previous) => ({ ...previous, pageNum: size !== previous.pageSize ? 1 : page, pageSize: size })),
    [],
  );
  // A new order starts again at page 1 (pages of the old order mean nothing in the new one).
  const setSort = useCallback((sort: ColumnSort | undefined) => setQuery((previous) => ({ ...previous, sort, pageNum: 1 })), []);
  const keywordParam = node.keywordParam ?? DEFAULT_KEYWORD_PARAM;
  const params = useMemo(
    () => ({ ...query.filters, ...sortParamsOf(node, query.sort), [keywordParam]: query.keyword, pageNum: query.pageNum, pageSize: query.pageSize }),
    [query, keywordParam, node],
  );
  return { query, params, setKeyword, setFilter, changePage, setSort };
}

export default function AntdTableRenderer({ node, pointer, scope, disabled }: RendererProps<TableNode>): ReactElement {
  const env = useEnv();
  const t = useText(scope);
  const paginate = node.pagination !== false;
  const { query, params, setKeyword, setFilter, changePage, setSort } = useTableQueryState(node);
  const remote = useTableQuery(node.api, scope, params);
  useNodeHandle(node.id, { reload: remote.reload });
  const local = useMemo(() => (node.source === undefined ? undefined : toPage(resolveTemplates(node.source, scope))), [node.source, scope]);
  const { rows, total } = local ?? remote;

  const offset = paginate ? (query.pageNum - 1) * query.pageSize : 0;
  const columns = useMemo(
    () =>
      buildColumns(Array.isArray(node.columns) ? node.columns : [], { scope, text: t, locale: env.i18n.language, offset, disabled, sort: query.sort, localSort: node.source !== undefined }),
    [node.columns, node.source, scope, t, offset, disabled, env.i18n.language, query.sort],
  );
  const { density, setDensity, hidden, setHidden, shownColumns } = useColumnSettings(node, columns);

  const pageRows = paginate && local ? Math.min(rows.length - offset, query.pageSize) : rows.length;
  const { virtual, scroll } = bodyScroll(node, pageRows, shownColumns);

  const onRow = useRowEvents(node, scope, offset, disabled);
  const rowKeyField = node.rowKey ?? 'id';
  const title = node.title === undefined ? '' : t(node.title);
  const loading = local ? false : remote.loading;
  // A scrolling body is reachable by keyboard.
  const frame = useRef<HTMLDivElement>(null);
  useFocusableScroll(frame, title || env.i18n.t('renderers.table.scrollRegion'));

  return (
    <AntdLocale>
      <div ref={frame} {...rootProps(node, 'eps-table')}>
        <AntdTableHeader
          node={node}
          pointer={pointer}
          scope={scope}
          disabled={disabled}
          text={t}
          title={title}
          filterValues={query.filters}
          onKeyword={setKeyword}
          onFilter={setFilter}
          onReload={() => void remote.reload()}
          density={density}
          onDensity={setDensity}
          columns={columns}
          hidden={hidden}
          onHidden={setHidden}
          params={params}
          localRows={local?.rows}
          total={total}
        />
        <Table<Row>
          columns={shownColumns}
          dataSource={rows as Row[]}
          rowKey={(row) => rowKeyOf(row, rowKeyField)}
          loading={loading}
          pagination={
            paginate && {
              current: query.pageNum,
              pageSize: query.pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: (node.pageSizes ?? DEFAULT_PAGE_SIZES).map(String),
              showTotal: (count: number) => env.i18n.t('renderers.table.total', { total: count }),
              onChange: changePage,
            }
          }
          locale={{
            // No "no data" flash while the first page is on its way.
            emptyText: loading ? <span /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.table.empty')} />,
          }}
          {...(Object.keys(scroll).length > 0 ? { scroll } : {})}
          virtual={virtual}
          {...(onRow ? { onRow } : {})}
          // A new order starts again at page 1 (pages of the old order mean nothing in the new one).
          onChange={(_page, _filters, sorter, extra) => {
            if (extra.action === 'sort') setSort(sortOf(sorter));
          }}
          size={density}
          bordered={node.bordered === true}
        />
      </div>
    </AntdLocale>
  );
}
