/**
 * The list renderer with real antd: rows from the scope or an api (mapped
 * data, `items`, `maxItems`), each drawn by the item nodes with the record as
 * `item`; clickable rows by mouse, Enter and Space; loading and empty states.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['list']));

const NEWS = [
  { id: 11, title: 'Quarterly review', source: 'Ops', modifyTime: '2026-11-22 09:00:00' },
  { id: 12, title: 'Manual updated', source: null, modifyTime: '2026-11-21 10:00:00' },
  { id: 13, title: 'Holiday service', source: 'Ops', modifyTime: '2026-11-19 10:00:00' },
];

const row = [
  { type: 'tag', text: 'week.${weekday(item.modifyTime)}' },
  { type: 'text', text: '${index + 1}. ${item.title}' },
  { type: 'text', text: "${item.source ?? '-'} ${formatDate(item.modifyTime)}" },
];

const rows = (): HTMLElement[] => screen.getAllByTestId('news-item');

describe('list renderer', () => {
  it('draws one row per record from the scope, at most maxItems, with item and index in scope', async () => {
    renderSchema({ type: 'list', testId: 'news', source: '${data.news}', maxItems: 2, item: row }, { data: { data: { news: NEWS } } });
    await screen.findByTestId('news');
    expect(rows()).toHaveLength(2);
    expect(rows()[0]?.textContent).toContain('1. Quarterly review');
    expect(rows()[0]?.textContent).toContain('Ops 2026-11-22');
    expect(rows()[1]?.textContent).toContain('2. Manual updated');
    expect(rows()[1]?.textContent).toContain('- 2026-11-21');
    // Not clickable: no button role.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('loads rows from an api once, mapped with responseData', async () => {
    const calls: unknown[] = [];
    const api = (request: { params?: unknown }): ApiEnvelope => {
      calls.push(request.params);
      return ok({ items: NEWS, total: 3 });
    };
    renderSchema(
      { type: 'list', testId: 'news', api: { url: '/eps/news', params: { pageSize: 5, category: 2 }, responseData: 'data.items' }, item: row },
      { api },
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls).toEqual([{ pageSize: 5, category: 2 }]);
  });

  it('takes `items` of an object, as a table response maps it', async () => {
    renderSchema({ type: 'list', testId: 'news', api: { url: '/eps/news', responseData: { items: 'data.list' } }, item: row }, { api: () => ok({ list: NEWS }) });
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('runs onItemClick with the record on click, Enter and Space', async () => {
    const { env } = renderSchema(
      { type: 'list', testId: 'news', source: '${news}', item: row, onItemClick: { action: 'navigate', to: '/news/${item.id}?at=${index}' } },
      { data: { news: NEWS } },
    );
    await screen.findByTestId('news');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]?.getAttribute('tabindex')).toBe('0');
    fireEvent.click(within(rows()[1] as HTMLElement).getByText('2. Manual updated'));
    await waitFor(() => expect(env.navigations).toEqual(['/news/12?at=1']));
    fireEvent.keyDown(buttons[2] as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(env.navigations).toEqual(['/news/12?at=1', '/news/13?at=2']));
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: ' ' });
    await waitFor(() => expect(env.navigations).toHaveLength(3));
    expect(env.navigations[2]).toBe('/news/11?at=0');
    // Other keys do nothing.
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'a' });
    await act(async () => undefined);
    expect(env.navigations).toHaveLength(3);
  });

  it('shows a spinner while loading, then the empty picture with its text', async () => {
    let answer: ((envelope: ApiEnvelope) => void) | undefined;
    renderSchema(
      { type: 'list', testId: 'news', api: { url: '/eps/news', responseData: 'data.items' }, item: row, empty: { 'zh-cn': '暂无公告', en: 'No announcements' } },
      { api: () => new Promise<ApiEnvelope>((resolve) => (answer = resolve)) },
    );
    const list = await screen.findByTestId('news');
    await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(within(list).queryByText('No announcements')).toBeNull();
    await act(async () => answer?.(ok({ items: [] })));
    expect(await within(list).findByText('No announcements')).toBeTruthy();
    expect(list.querySelector('.ant-empty-image')).not.toBeNull();
    // The answer and the end of loading are two notifications of the query: the spinner goes on the second.
    await waitFor(() => expect(list.querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('uses the default empty text when none is given', async () => {
    renderSchema({ type: 'list', testId: 'news', source: '${missing}', item: row });
    const list = await screen.findByTestId('news');
    expect(list.querySelector('.ant-empty-description')?.textContent).toBe('No data');
  });
});
