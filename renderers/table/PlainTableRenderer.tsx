/**
 * A `plain` table: the schema's columns, cells and row events drawn as an
 * HTML table, for small read-only lists (no paging, search, filters, options
 * or fixed columns: the props schema refuses them with `plain`). It makes the
 * same one call as the full table and shows the same cells, loading, empty
 * and error states, in a fraction of the code (see TableRenderer).
 */
import { Empty, Spin } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useRef, type CSSProperties, type ReactElement } from 'react';
import { RenderNodes, useEnv, useNodeHandle, useText } from '@core/react';
import type { RendererProps } from '@core/registry';
import { readPath } from '@core/scope';
import { resolveTemplates } from '@core/template';
import { rootProps } from '../shared/rootProps';
import { useFocusableScroll } from '../shared/useFocusableScroll';
import { buildColumns, type Row } from './buildColumns';
import type { TableNode } from './props.schema';
import { firstPageParams } from './tableRequest';
import { minTableWidth } from './tableWidth';
import './table.css';
import { toPage, useTableQuery } from './useTableQuery';
import { useRowEvents } from './useRowEvents';

const widthOf = (width: number | string | undefined): string | undefined => (typeof width === 'number' ? `${width}px` : width);

/** The columns' widths and header cells. */
function PlainTableHead({ columns }: { columns: readonly ColumnType<Row>[] }): ReactElement {
  return (
    <>
      <colgroup>
        {columns.map((column) => (
          <col key={String(column.key)} style={{ width: widthOf(column.width) }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={String(column.key)} scope="col" style={{ textAlign: column.align ?? 'left' }}>
              {column.title as string}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

interface PlainTableRowProps {
  row: Row;
  index: number;
  columns: readonly ColumnType<Row>[];
  onRow: ReturnType<typeof useRowEvents>;
}

/** One row: the columns' cells, with the row's events (click, double click) when the schema gives any. */
function PlainTableRow({ row, index, columns, onRow }: PlainTableRowProps): ReactElement {
  const handlers = onRow?.(row, index) ?? {};
  return (
    <tr className={onRow ? 'eps-plain-table-row eps-plain-table-row-action' : 'eps-plain-table-row'} {...handlers}>
      {columns.map((column) => {
        const cell = column.render?.(undefined, row, index);
        const className = [column.ellipsis ? 'eps-plain-table-ellipsis' : '', column.onCell?.(row, index).className ?? ''].filter(Boolean).join(' ');
        return (
          <td
            key={String(column.key)}
            style={{ textAlign: column.align ?? 'left' }}
            className={className || undefined}
            {...(column.ellipsis && typeof cell === 'string' ? { title: cell } : {})}
          >
            {cell as ReactElement | string}
          </td>
        );
      })}
    </tr>
  );
}

export default function PlainTableRenderer({ node, pointer, scope, disabled }: RendererProps<TableNode>): ReactElement {
  const env = useEnv();
  const t = useText(scope);
  // The full table's first call, so both kinds ask the server the same thing.
  const params = useMemo(() => firstPageParams(node), [node]);
  const remote = useTableQuery(node.api, scope, params);
  useNodeHandle(node.id, { reload: remote.reload });
  const local = useMemo(() => (node.source === undefined ? undefined : toPage(resolveTemplates(node.source, scope))), [node.source, scope]);
  const rows = (local ?? remote).rows as readonly Row[];
  const loading = local ? false : remote.loading;
  const columns = useMemo(
    () => buildColumns(Array.isArray(node.columns) ? node.columns : [], { scope, text: t, locale: env.i18n.language, offset: 0, disabled }),
    [node.columns, scope, t, disabled, env.i18n.language],
  );
  const onRow = useRowEvents(node, scope, 0, disabled);
  const rowKeyField = node.rowKey ?? 'id';
  const title = node.title === undefined ? '' : t(node.title);
  const frame = useRef<HTMLDivElement>(null);
  // Its frame, when it scrolls, is reachable by keyboard, as the full table's scrolling parts are.
  useFocusableScroll(frame, title || env.i18n.t('renderers.table.scrollRegion'));
  const height = node.height ?? node.scroll?.y;
  const bodyStyle: CSSProperties = height === undefined ? {} : { maxHeight: height, overflowY: 'auto' };
  // Its layout is fixed (table.css): under its minimum width it scrolls sideways rather than squeeze a column to nothing.
  const minWidth = node.scroll?.x ?? minTableWidth(columns);
  const tableStyle: CSSProperties = minWidth === undefined ? {} : { minWidth };
  const size = node.size ?? 'large';

  return (
    <div ref={frame} {...rootProps(node, 'eps-table')}>
      {title || node.toolbar !== undefined ? (
        <div className="eps-table-toolbar">
          <div className="eps-table-toolbar-title">{title}</div>
          {node.toolbar !== undefined ? (
            <div className="eps-table-toolbar-actions">
              <RenderNodes nodes={node.toolbar} pointer={`${pointer}/toolbar`} scope={scope} disabled={disabled} />
            </div>
          ) : null}
        </div>
      ) : null}
      <Spin spinning={loading}>
        {/* A body that scrolls (down under its height, sideways under its minimum width) is a labelled region in the tab order: useFocusableScroll above. */}
        <div className="eps-plain-table-scroll" style={bodyStyle}>
          <table className={`eps-plain-table eps-plain-table-${size}${node.bordered === true ? ' eps-plain-table-bordered' : ''}`} style={tableStyle}>
            <PlainTableHead columns={columns} />
            <tbody>
              {rows.length === 0 ? (
                <tr className="eps-plain-table-placeholder">
                  <td colSpan={Math.max(columns.length, 1)}>
                    {/* No "no data" flash while the first rows are on their way. */}
                    {loading ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.table.empty')} />}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => {
                  const value = readPath(row, rowKeyField);
                  const key = typeof value === 'string' || typeof value === 'number' ? String(value) : `row-${index}`;
                  return <PlainTableRow key={key} row={row} index={index} columns={columns} onRow={onRow} />;
                })
              )}
            </tbody>
          </table>
        </div>
      </Spin>
    </div>
  );
}
