/**
 * Sortable columns: a header click asks an api table's call for that order (orderBy / orderDir, or
 * the table's sortParams and the column's sortKey), back at page 1; a second click reverses it, a
 * third clears it. Rows from `source` sort in the browser. Columns not marked sortable do not sort.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { enums, makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));

const lastParams = (requests: readonly ApiRequest[]): Readonly<Record<string, unknown>> | undefined => requests.at(-1)?.params;
const header = (name: string): HTMLElement => {
  const found = screen.getAllByRole('columnheader').find((th) => th.textContent === name);
  if (!found) throw new Error(`no column ${name}`);
  return found;
};

const sortedTable = (extra: Record<string, unknown> = {}, column: Record<string, unknown> = {}) => ({
  type: 'table',
  api: { url: '/eps/tasks' },
  columns: [
    { title: 'Name', dataIndex: 'taskName', sortable: true, ...column },
    { title: 'Status', dataIndex: 'status', valueType: 'tag', valueEnum: 'taskStatus' },
  ],
  ...extra,
});

describe('sortable columns', () => {
  it('ask the call for the order, from page 1, ascending then descending then none', async () => {
    const { env } = renderSchema(sortedTable(), { api: pagedHandler(makeRows(45)), data: { enums } });
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Task 21');
    fireEvent.click(header('Name'));
    await waitFor(() => expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 20, orderBy: 'taskName', orderDir: 'asc' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header('Name'));
    await waitFor(() => expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 20, orderBy: 'taskName', orderDir: 'desc' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(header('Name'));
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBeNull());
    // The unsorted first page: asked again, or still fresh in the query cache from the first render.
    expect(env.requests.filter((r) => r.params?.['orderBy'] === undefined && r.params?.['pageNum'] === 1).length).toBeGreaterThan(0);
    expect(await screen.findByText('Task 1')).toBeTruthy();
    // Not marked sortable: no sorter on the header.
    expect(header('Status').querySelector('.ant-table-column-sorters')).toBeNull();
  });

  it('use the table\'s param names and the column\'s sort key', async () => {
    const { env } = renderSchema(sortedTable({ sortParams: { field: 'sortField', order: 'sortOrder' } }, { sortKey: 'name' }), { api: pagedHandler(makeRows(5)), data: { enums } });
    await screen.findByText('Task 1');
    fireEvent.click(header('Name'));
    await waitFor(() => expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 20, sortField: 'name', sortOrder: 'asc' }));
  });

  it('sort rows from the scope in the browser', async () => {
    const rows = [{ id: 1, taskName: 'beta' }, { id: 2, taskName: 'alpha' }, { id: 3, taskName: 'gamma' }];
    renderSchema({ type: 'table', source: '${rows}', columns: [{ title: 'Name', dataIndex: 'taskName', sortable: true }] }, { data: { rows } });
    await screen.findByText('beta');
    const names = () => [...document.querySelectorAll('.ant-table-tbody td')].map((td) => td.textContent);
    expect(names()).toEqual(['beta', 'alpha', 'gamma']);
    fireEvent.click(header('Name'));
    await waitFor(() => expect(names()).toEqual(['alpha', 'beta', 'gamma']));
    fireEvent.click(header('Name'));
    await waitFor(() => expect(names()).toEqual(['gamma', 'beta', 'alpha']));
  });
});
