import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError, type ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';
import { enums, makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));

const taskTable = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'page',
  body: [
    {
      type: 'table',
      id: 'tasks',
      api: { url: '/eps/tasks' },
      columns: [
        { title: { 'zh-cn': '名称', en: 'Name' }, dataIndex: 'taskName' },
        { title: { 'zh-cn': '状态', en: 'Status' }, dataIndex: 'status', valueType: 'tag', valueEnum: 'taskStatus' },
      ],
      ...extra,
    },
  ],
});

const lastParams = (requests: readonly ApiRequest[]): Readonly<Record<string, unknown>> | undefined => requests.at(-1)?.params;

describe('table renderer', () => {
  it('sends pageNum/pageSize, shows the rows and the total, and pages on the server', async () => {
    const { env } = renderSchema(taskTable(), { api: pagedHandler(makeRows(45)), data: { enums } });
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(screen.getByText('Task 20')).toBeTruthy();
    expect(screen.queryByText('Task 21')).toBeNull();
    expect(env.requests).toHaveLength(1);
    expect(env.requests[0]).toMatchObject({ method: 'get', url: '/eps/tasks', params: { pageNum: 1, pageSize: 20 } });
    expect(screen.getByText('45 in total')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Task 21')).toBeTruthy();
    expect(screen.queryByText('Task 1')).toBeNull();
    expect(lastParams(env.requests)).toEqual({ pageNum: 2, pageSize: 20 });
    expect(env.requests).toHaveLength(2);
  });

  it('changes the page size from the spec list and starts again at page 1', async () => {
    const { env, container } = renderSchema(taskTable(), { api: pagedHandler(makeRows(120)), data: { enums } });
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('Task 41');

    const sizeChanger = container.querySelector('.ant-pagination-options .ant-select-selector');
    expect(sizeChanger).toBeTruthy();
    fireEvent.mouseDown(sizeChanger as Element);
    // spec portal-shell 9: options 20, 50, 100, 200, 500, 1000.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['20 / page', '50 / page', '100 / page', '200 / page', '500 / page', '1000 / page']);
    fireEvent.click(screen.getByTitle('50 / page'));
    expect(await screen.findByText('Task 50')).toBeTruthy();
    expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 50 });
  });

  it('sends the trimmed keyword as the keyword param and goes back to page 1', async () => {
    const { env } = renderSchema(taskTable({ search: true }), { api: pagedHandler(makeRows(45)), data: { enums } });
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Task 21');

    const box = screen.getByPlaceholderText('Search by keyword');
    fireEvent.change(box, { target: { value: '  Task 4  ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 20, keyword: 'Task 4' }));
    expect(await screen.findByText('Task 45')).toBeTruthy();
    expect(screen.queryByText('Task 21')).toBeNull();
  });

  it('uses a custom keyword param', async () => {
    const { env } = renderSchema(taskTable({ search: { placeholder: { 'zh-cn': '任务名', en: 'Task name' } }, keywordParam: 'taskName' }), {
      api: pagedHandler(makeRows(5)),
      data: { enums },
    });
    await screen.findByText('Task 1');
    const box = screen.getByPlaceholderText('Task name');
    fireEvent.change(box, { target: { value: ' x ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 20, taskName: 'x' }));
  });

  it('draws enum tags with the colours of the named enum in the scope', async () => {
    renderSchema(taskTable(), { api: pagedHandler(makeRows(3)), data: { enums } });
    await screen.findByText('Task 1');
    const underway = screen.getByText('Underway');
    expect(underway.classList.contains('ant-tag-blue')).toBe(true);
    const finished = screen.getAllByText('Finished');
    expect(finished).toHaveLength(2);
    expect(finished.every((tag) => tag.classList.contains('ant-tag-green'))).toBe(true);
  });

  it('formats dates (spec format YYYY-MM-DD HH-mm-ss), money and the row index', async () => {
    renderSchema(
      taskTable({
        columns: [
          { title: '#', valueType: 'index' },
          { title: 'Created', dataIndex: 'createTime', valueType: 'dateTime' },
          { title: 'Day', dataIndex: 'createTime', valueType: 'date' },
          { title: 'Amount', dataIndex: 'amount', valueType: 'money' },
          { title: 'Status', dataIndex: 'status', valueType: 'status', valueEnum: 'taskStatus' },
        ],
      }),
      { api: pagedHandler(makeRows(2)), data: { enums } },
    );
    expect(await screen.findByText('2024-03-01 08-15-30')).toBeTruthy();
    expect(screen.getByText('2024-03-02')).toBeTruthy();
    // Dates and times stay on one line (an ellipsis when the column is too narrow); the other cells wrap as before.
    expect(screen.getAllByText('2024-03-01 08-15-30')[0]?.closest('td')?.classList.contains('eps-table-cell-one-line')).toBe(true);
    expect(screen.getAllByText('2024-03-02')[0]?.closest('td')?.classList.contains('eps-table-cell-one-line')).toBe(true);
    expect(screen.getByText('1,000.00').closest('td')?.classList.contains('eps-table-cell-one-line')).toBe(false);
    expect(screen.getByRole('columnheader', { name: 'Created' }).classList.contains('eps-table-cell-one-line')).toBe(false);
    expect(screen.getByText('1,000.00')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
    const badge = screen.getByText('Underway').closest('.ant-badge');
    expect(badge?.querySelector('.ant-badge-status-processing')).toBeTruthy();
  });

  it('runs a row action with the row in scope and hides actions by visibleOn', async () => {
    const { env } = renderSchema(
      taskTable({
        columns: [
          { title: 'Name', dataIndex: 'taskName' },
          {
            valueType: 'option',
            actions: [
              { label: { 'zh-cn': '打开', en: 'Open' }, action: { action: 'navigate', to: '/tasks/${row.id}?name=${taskName}' } },
              { label: 'Finish', visibleOn: "status == '1'", action: { action: 'toast', message: 'done ${row.taskName}' } },
            ],
          },
        ],
      }),
      { api: pagedHandler(makeRows(3)), data: { enums } },
    );
    await screen.findByText('Task 1');
    expect(screen.getByText('Actions')).toBeTruthy();
    expect(screen.getAllByText('Finish')).toHaveLength(1);
    fireEvent.click(screen.getAllByText('Open')[1] as HTMLElement);
    await waitFor(() => expect(env.navigations).toEqual(['/tasks/2?name=Task 2']));
    fireEvent.click(screen.getByText('Finish'));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'done Task 1' }));
  });

  it('shows a translated empty state, or the schema\'s own text', async () => {
    const empty = () => ok({ items: [], total: 0 });
    const first = renderSchema(taskTable(), { api: empty, data: { enums }, language: 'zh-cn' });
    const description = (root: HTMLElement) => root.querySelector('.ant-empty-description')?.textContent;
    await waitFor(() => expect(description(first.container)).toBe('暂无数据'));
    first.unmount();
    const second = renderSchema(taskTable({ empty: { 'zh-cn': '没有待办', en: 'Nothing to do' } }), { api: empty, data: { enums } });
    await waitFor(() => expect(description(second.container)).toBe('Nothing to do'));
  });

  it('keeps the rows when a reload fails, and reloads through its handle', async () => {
    let fail = false;
    const rows = makeRows(3);
    const { env } = renderSchema(
      {
        type: 'page',
        toolbar: [{ type: 'button', label: 'Refresh', action: { action: 'reload', target: 'tasks' } }],
        body: taskTable().body,
      },
      {
        api: (request) => {
          if (fail) throw new ApiCallError('down');
          return pagedHandler(rows)(request);
        },
        data: { enums },
      },
    );
    await screen.findByText('Task 1');
    fail = true;
    fireEvent.click(screen.getByText('Refresh'));
    await waitFor(() => expect(env.requests).toHaveLength(2));
    await act(async () => {});
    expect(screen.getByText('Task 1')).toBeTruthy();
    fail = false;
    rows[0] = { ...rows[0]!, taskName: 'Renamed' };
    fireEvent.click(screen.getByText('Refresh'));
    expect(await screen.findByText('Renamed')).toBeTruthy();
  });

  it('filters with radio options from a named enum, sending no value for All', async () => {
    const { env } = renderSchema(
      taskTable({ filters: [{ name: 'status', options: 'taskStatus', all: true }] }),
      { api: pagedHandler(makeRows(9)), data: { enums } },
    );
    await screen.findByText('Task 1');
    const group = screen.getByRole('radiogroup', { name: 'status' });
    fireEvent.click(within(group).getByText('Finished'));
    await waitFor(() => expect(lastParams(env.requests)).toEqual({ pageNum: 1, pageSize: 20, status: '2' }));
    await waitFor(() => expect(screen.queryByText('Task 1')).toBeNull());
    fireEvent.click(within(group).getByText('All'));
    // All sends no status: its page is the first request's, shown again from the query cache while fresh
    // (a new request would carry the same params), so Task 1, which Finished filtered out, is back.
    await screen.findByText('Task 1');
    expect(env.requests.map((request) => request.params)).toContainEqual({ pageNum: 1, pageSize: 20 });
    expect(env.requests.every((request) => request.params?.['status'] !== '1')).toBe(true);
  });

  it('loads a date range filter with the table and sends its two params from a shortcut', async () => {
    const day = (offset: number): string => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const { env } = renderSchema(
      taskTable({ filters: [{ name: 'created', label: 'Created', control: 'dateRange', params: ['from', 'to'], defaultRange: 30, presets: [7] }] }),
      { api: pagedHandler(makeRows(3)), data: { enums } },
    );
    await screen.findByText('Task 1');
    // The picker's code is its own chunk: the table's parts load it because the node names a date range.
    const from = await screen.findByPlaceholderText('Start date');
    expect(from).toHaveProperty('value', day(30));
    expect(lastParams(env.requests)).toMatchObject({ from: day(30), to: day(0) });
    fireEvent.mouseDown(from);
    fireEvent.click(from);
    fireEvent.click(await screen.findByText('Last 7 days'));
    await waitFor(() => expect(lastParams(env.requests)).toMatchObject({ from: day(7), to: day(0) }));
  });

  it('hides a column whose visibleOn is false in the scope', async () => {
    renderSchema(
      taskTable({
        columns: [
          { title: 'Name', dataIndex: 'taskName' },
          { title: 'Amount', dataIndex: 'amount', visibleOn: 'user.admin' },
        ],
      }),
      { api: pagedHandler(makeRows(1)), data: { enums, user: { admin: false } } },
    );
    await screen.findByText('Task 1');
    expect(screen.queryByText('Amount')).toBeNull();
  });

  it('renders a page of more than 100 rows virtually, and small pages plainly', async () => {
    const { container, unmount } = renderSchema(taskTable({ pageSize: 200 }), { api: pagedHandler(makeRows(150)), data: { enums } });
    await waitFor(() => expect(container.querySelector('.ant-table-virtual')).toBeTruthy());
    unmount();
    const small = renderSchema(taskTable(), { api: pagedHandler(makeRows(30)), data: { enums } });
    await screen.findByText('Task 1');
    expect(small.container.querySelector('.ant-table-virtual')).toBeNull();
  });
});
