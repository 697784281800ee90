/**
 * The studio's table builder: "add a column from the data" samples the
 * table's call once, through the guarded api the preview calls through and as
 * the preview's user, lists the fields of the answer's rows (nested ones as
 * a.b paths, those shown marked) and adds a column per pick as one edit; an
 * empty answer, a failed call and a refused one say so. The filters editor
 * adds, changes the kind of, relabels, reorders and removes filters, one edit
 * each, and says when the call does not take a filter's param.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { userAtom } from '../../../src/shell/session';
import { defaultPreviewAs, type PreviewAs } from '../../../src/studio/preview/previewAs';
import { TableBuilder } from '../../../src/studio/visual/TableBuilder';
import { PreviewAsContext } from '../../../src/studio/visual/usePreviewScope';
import { useVisualEdits } from '../../../src/studio/visual/useVisualEdits';
import { ok } from '../../helpers/testEnv';
import { demoUser, renderShell } from '../shell/harness';
import { pickOption } from '../shell/switchHarness';

const NEWS = '/eps/config/uc/news/visitorPage';
const ROWS = [
  { id: 1, title: 'Notice', publisher: { name: 'Li', dept: { code: 'D1' } }, createTime: '2026-01-02 10:00:00', tags: ['a'] },
  { id: 2, title: 'Second', publisher: { name: 'Wang', dept: { code: 'D2' } }, createTime: '2026-01-03 11:00:00', extra: null },
];

interface Run {
  text: () => string;
  edits: () => number;
  undo: () => void;
}

function renderBuilder(initial: Record<string, unknown>, answer: (request: ApiRequest) => ApiEnvelope | Promise<ApiEnvelope>, as?: PreviewAs, permissionUrls?: Record<string, string>) {
  const start = JSON.stringify({ type: 'table', ...initial }, null, 2);
  const run: Run = { text: () => start, edits: () => 0, undo: () => undefined };
  let count = 0;
  function Harness(): ReactElement {
    const [text, setText] = useState(start);
    const edits = useVisualEdits(text, (next) => {
      count += 1;
      setText(next);
    });
    run.text = () => text;
    run.edits = () => count;
    run.undo = edits.undo;
    const builder = <TableBuilder edits={edits} pointer="" />;
    return as ? <PreviewAsContext.Provider value={as}>{builder}</PreviewAsContext.Provider> : builder;
  }
  const store = createStore();
  store.set(userAtom, demoUser() as never);
  // The preview's texts (platform, tenant, dictionaries) answer empty; the table's call answers as the test says.
  const api = (request: ApiRequest): ApiEnvelope | Promise<ApiEnvelope> => (request.url.includes('/dict/') ? ok([]) : request.url === NEWS || request.url.startsWith('/eps/') && request.params?.pageNum !== undefined ? answer(request) : ok({}));
  const harness = renderShell(<Harness />, { api, store, ...(permissionUrls ? { permissionUrls } : {}) });
  const table = (): Record<string, unknown> => JSON.parse(run.text()) as Record<string, unknown>;
  const sampled = (): ApiRequest[] => harness.env.requests.filter((request) => request.params?.pageNum !== undefined);
  return { ...harness, run, table, sampled };
}

const page = (rows: unknown[]): ApiEnvelope => ok({ items: rows, total: rows.length });

describe('table builder: a column from the data', () => {
  it('samples the call once, lists its fields (nested as paths, shown ones marked) and adds a picked one as one edit', async () => {
    const view = renderBuilder({ api: { url: NEWS }, columns: [{ title: { 'zh-cn': '标题', en: 'Title' }, dataIndex: 'title' }] }, () => page(ROWS));
    fireEvent.click(screen.getByTestId('table-sample'));
    const list = await screen.findByTestId('table-sample-fields');
    const paths = within(list).getAllByTestId('table-sample-field').map((item) => item.getAttribute('data-path'));
    expect(paths).toEqual(['id', 'title', 'publisher.name', 'publisher.dept.code', 'createTime', 'tags', 'extra']);
    // The table already shows the title: marked, not offered.
    expect(within(list).queryByTestId('table-sample-add-title')).toBeNull();
    expect(within(list).getByText('已显示')).toBeTruthy();
    // One call, the table's first page, sent through the guard (which says it is a load).
    expect(view.sampled()).toHaveLength(1);
    expect(view.sampled()[0]).toMatchObject({ method: 'get', url: NEWS, trigger: 'load', params: { pageNum: 1, pageSize: 20 } });

    fireEvent.click(within(list).getByTestId('table-sample-add-publisher.name'));
    await waitFor(() => expect((view.table().columns as unknown[]).length).toBe(2));
    expect((view.table().columns as unknown[])[1]).toEqual({ title: { 'zh-cn': 'Publisher name', en: 'Publisher name' }, dataIndex: 'publisher.name' });
    expect(view.run.edits()).toBe(1);
    // Now shown; a date-time field becomes a dateTime column; no second call for the second pick.
    await waitFor(() => expect(within(list).queryByTestId('table-sample-add-publisher.name')).toBeNull());
    fireEvent.click(within(list).getByTestId('table-sample-add-createTime'));
    await waitFor(() => expect((view.table().columns as unknown[])[2]).toEqual({ title: { 'zh-cn': 'Create time', en: 'Create time' }, dataIndex: 'createTime', valueType: 'dateTime' }));
    expect(view.sampled()).toHaveLength(1);
    // Undo takes the last column back, alone.
    act(() => view.run.undo());
    await waitFor(() => expect((view.table().columns as unknown[]).length).toBe(2));
  });

  it('reads the rows where the table does: its responseData, as the preview’s user', async () => {
    const as: PreviewAs = { ...defaultPreviewAs('zh-cn', null, 'ep'), platform: 'su', userLevel: '2' };
    const view = renderBuilder(
      { api: { url: NEWS, params: { category: '${platform}-${user.userLevel}' }, responseData: { items: 'data.records', total: 'data.count' } }, columns: [] },
      () => ok({ records: [{ code: 'A' }], count: 1 }),
      as,
    );
    fireEvent.click(screen.getByTestId('table-sample'));
    expect(await screen.findByTestId('table-sample-add-code')).toBeTruthy();
    expect(view.sampled()[0]?.params).toMatchObject({ category: 'su-2' });
  });

  it('says so when the call answers no rows, fails, or may not be made; a retry calls again', async () => {
    let fail = true;
    const view = renderBuilder({ api: { url: NEWS }, columns: [] }, () => (fail ? { code: '500', message: 'Server down', data: null } : page([])));
    fireEvent.click(screen.getByTestId('table-sample'));
    const failed = await screen.findByTestId('table-sample-failed');
    expect(within(failed).getByText('Server down')).toBeTruthy();
    // Told in the builder, not as a message over the page.
    expect(view.env.notices).toEqual([]);
    fail = false;
    fireEvent.click(screen.getByTestId('table-sample-retry'));
    expect(await screen.findByText('接口未返回任何行：没有可提供的字段')).toBeTruthy();
    expect(view.sampled()).toHaveLength(2);
  });

  it('a call the screen may not make is refused by the guard before it leaves', async () => {
    const view = renderBuilder({ api: { url: '/eps/not/declared' }, columns: [] }, () => page(ROWS));
    fireEvent.click(screen.getByTestId('table-sample'));
    expect(await screen.findByTestId('table-sample-failed')).toBeTruthy();
    expect(view.sampled()).toHaveLength(0);
  });

  it('a call named by permission code goes to the URL the session has for it', async () => {
    const view = renderBuilder({ api: { permission: 'p_news_page' }, columns: [] }, () => page(ROWS), undefined, { p_news_page: NEWS });
    fireEvent.click(screen.getByTestId('table-sample'));
    expect(await screen.findByTestId('table-sample-add-id')).toBeTruthy();
    expect(view.sampled()[0]?.url).toBe(NEWS);
    // Its declared params are known too: the search box may be switched on.
    expect(screen.getByTestId('table-search').hasAttribute('disabled')).toBe(false);
  });

  it('rows from the scope have no call to sample', async () => {
    renderBuilder({ source: '${rows}', columns: [] }, () => page(ROWS));
    fireEvent.click(screen.getByTestId('table-sample'));
    expect(await screen.findByText(/此表格未使用数据接口/)).toBeTruthy();
  });
});

describe('table builder: filters', () => {
  it('adds a filter, makes it a date range, relabels, reorders and removes, one edit each', async () => {
    const view = renderBuilder({ api: { url: NEWS }, columns: [], filters: [{ name: 'category', control: 'select', options: 'newsCategory' }] }, () => page([]));
    const filters = (): Record<string, unknown>[] => view.table().filters as Record<string, unknown>[];
    const editor = screen.getByTestId('table-filters-editor');
    fireEvent.click(within(editor).getByTestId('table-filters-add'));
    await waitFor(() => expect(filters()).toHaveLength(2));
    expect(filters()[1]).toEqual({ name: 'status', label: { 'zh-cn': '', en: '' }, control: 'select', options: [] });
    expect(view.run.edits()).toBe(1);

    // Open the new filter: the call takes no "status".
    fireEvent.click(within(editor).getAllByTestId('table-filters-item')[1]!);
    expect(await screen.findByText('此接口不接收 "status"，该筛选不会起作用')).toBeTruthy();
    fireEvent.change(screen.getByTestId('filter-1-name'), { target: { value: 'containExpired' } });
    await waitFor(() => expect(filters()[1]?.name).toBe('containExpired'));
    expect(screen.queryByText(/该筛选不会起作用/)).toBeNull();
    fireEvent.change(screen.getByTestId('filter-1-label-en'), { target: { value: 'Expired' } });
    await waitFor(() => expect(filters()[1]?.label).toEqual({ 'zh-cn': '', en: 'Expired' }));

    await pickOption(screen.getByTestId('filter-1-kind'), '日期范围');
    await waitFor(() => expect(filters()[1]).toEqual({ name: 'containExpired', label: { 'zh-cn': '', en: 'Expired' }, control: 'dateRange', params: ['containExpiredFrom', 'containExpiredTo'] }));
    await pickOption(screen.getByTestId('filter-1-range'), '最近 30 天');
    await waitFor(() => expect(filters()[1]?.defaultRange).toBe('last30Days'));
    expect(view.run.edits()).toBe(5);

    fireEvent.click(within(editor).getAllByRole('button', { name: /上移|Move up/ })[1]!);
    await waitFor(() => expect(filters().map((filter) => filter.name)).toEqual(['containExpired', 'category']));
    expect(view.run.edits()).toBe(6);
    // Undo puts the order back in one step.
    act(() => view.run.undo());
    await waitFor(() => expect(filters().map((filter) => filter.name)).toEqual(['category', 'containExpired']));
  });

  it('removing the last filter removes the list', async () => {
    const view = renderBuilder({ api: { url: NEWS }, columns: [], filters: [{ name: 'category', options: 'newsCategory' }] }, () => page([]));
    const editor = screen.getByTestId('table-filters-editor');
    fireEvent.click(within(editor).getByRole('button', { name: /删除|Delete/ }));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    await waitFor(() => expect(view.table().filters).toBeUndefined());
  });
});
