// The `plain` table: a small read-only list drawn as an HTML table,
// without antd's Table code; same call, cells, row events, empty state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '@core/schema/validateDocument';
import { renderSchema } from '../../helpers/renderSchema';
import { enums, makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));

const plainTable = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'table',
  id: 'tasks',
  plain: true,
  pagination: false,
  pageSize: 500,
  api: { url: '/eps/tasks' },
  columns: [
    { title: { 'zh-cn': '名称', en: 'Name' }, dataIndex: 'taskName', ellipsis: true },
    { title: { 'zh-cn': '状态', en: 'Status' }, dataIndex: 'status', valueType: 'tag', valueEnum: 'taskStatus', width: 120 },
  ],
  ...extra,
});

describe('plain table', () => {
  it('makes the full table\'s call and draws every row as an HTML table, without antd\'s Table', async () => {
    const { env, container } = renderSchema({ type: 'page', body: [plainTable()] }, { api: pagedHandler(makeRows(3)), data: { enums } });
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(env.requests).toHaveLength(1);
    expect(env.requests[0]).toMatchObject({ method: 'get', url: '/eps/tasks', params: { pageNum: 1, pageSize: 500 } });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Status']);
    // Header row + three rows; the tag column shows the enum's label, not the code.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('cell')[1]?.textContent).not.toBe('');
    expect(container.querySelector('.ant-table')).toBeNull();
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('runs the row double-click actions with the row in scope', async () => {
    const { env } = renderSchema(
      { type: 'page', body: [plainTable({ onRowDoubleClick: { action: 'navigate', to: '/detail?id=${row.id}' } })] },
      { api: pagedHandler(makeRows(2)), data: { enums } },
    );
    const cell = await screen.findByText('Task 2');
    fireEvent.doubleClick(cell);
    await waitFor(() => expect(env.navigations.at(-1)).toBe('/detail?id=2'));
  });

  it('shows the schema\'s empty text when there are no rows, and rows from the scope with `source`', async () => {
    renderSchema({ type: 'page', body: [plainTable({ api: undefined, source: '${list}', empty: { 'zh-cn': '暂无公告', en: 'No notices' } })] }, { data: { list: [], enums } });
    expect(await screen.findByText('No notices')).toBeTruthy();
  });

  it("gives a copyable column antd's copy button once its code is here, the value shown meanwhile", async () => {
    const node = plainTable({ columns: [{ title: 'Name', dataIndex: 'taskName', copyable: true }, { title: 'App', dataIndex: 'appName' }] });
    // The table's parts preload starts the copy button's code with the renderer (as ScreenRenderer does).
    await registry.get('table')?.loadPartsFor?.(node as never);
    const { container } = renderSchema({ type: 'page', body: [node] }, { api: pagedHandler(makeRows(2)), data: { enums } });
    expect(await screen.findByText('Task 1')).toBeTruthy();
    // One copy button per copyable cell, none in the other column.
    await waitFor(() => expect(container.querySelectorAll('.ant-typography-copy')).toHaveLength(2));
    const firstRow = screen.getAllByRole('row')[1];
    expect(firstRow && within(firstRow).getAllByRole('cell')[1]?.querySelector('.ant-typography-copy')).toBeNull();
  });

  it('keeps a date and time on one line and lets an ellipsis column keep its own class', async () => {
    const node = plainTable({ columns: [{ title: 'Name', dataIndex: 'taskName', ellipsis: true }, { title: 'Created', dataIndex: 'createTime', valueType: 'dateTime' }] });
    renderSchema({ type: 'page', body: [node] }, { api: pagedHandler(makeRows(1)), data: { enums } });
    const created = await screen.findByText('2024-03-01 08-15-30');
    expect(created.closest('td')?.className).toBe('eps-table-cell-one-line');
    expect(screen.getByText('Task 1').closest('td')?.className).toBe('eps-plain-table-ellipsis');
  });

  it('is refused by the document check with what it cannot draw', () => {
    const validate = createDocumentValidator(buildMetaSchema(registry.list()));
    const check = (extra: Record<string, unknown>): string[] =>
      validate({ schemaVersion: 1, ...plainTable(extra) }).map((issue) => `${issue.pointer}: ${formatIssue(issue)}`);
    expect(check({})).toEqual([]);
    expect(check({ pagination: undefined }).length).toBeGreaterThan(0);
    expect(check({ search: true }).length).toBeGreaterThan(0);
    expect(check({ filters: [{ name: 'status', options: 'taskStatus' }] }).length).toBeGreaterThan(0);
    expect(check({ columns: [{ dataIndex: 'taskName', fixed: 'left' }] }).length).toBeGreaterThan(0);
    // Without `plain`, the same table may page, search and filter.
    expect(check({ plain: undefined, pagination: true, search: true })).toEqual([]);
  });
});
