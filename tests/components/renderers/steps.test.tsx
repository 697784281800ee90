/**
 * The steps renderer with real antd: one record at a time from the scope,
 * Previous / Next / Done, the step bar from two records on (titles templated
 * per record, clickable), onShow once per record, onFinish on Done, and the
 * empty state.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['steps', 'text']));

const NOTES = [
  { id: 1, title: 'First', body: 'one' },
  { id: 2, title: 'Second', body: 'two' },
  { id: 3, title: 'Third', body: 'three' },
];

const node = {
  type: 'steps',
  testId: 'tour',
  source: '${notes}',
  title: '${item.title}',
  item: [{ type: 'text', text: '${index + 1}: ${item.body}' }],
  onShow: { action: 'ajax', api: { method: 'get', url: '/eps/read/${item.id}', silent: true } },
  onFinish: { action: 'toast', message: 'finished ${len(notes)}' },
};

const current = (): string => screen.getByTestId('tour-item').textContent ?? '';
const readCalls = (requests: readonly { url: string }[]): string[] => requests.map((r) => r.url).filter((u) => u.startsWith('/eps/read/'));

describe('steps renderer', () => {
  it('walks the records with Next and Previous, running onShow once per record, and onFinish on Done', async () => {
    const { env } = renderSchema(node, { data: { notes: NOTES } });
    await screen.findByTestId('tour');
    expect(current()).toBe('1: one');
    expect(screen.getByTestId('tour-position').textContent).toBe('1 of 3');
    expect(screen.queryByTestId('tour-prev')).toBeNull();
    expect(screen.queryByTestId('tour-done')).toBeNull();
    // The bar names every step by its record.
    expect([...document.querySelectorAll('.ant-steps-item-title')].map((el) => el.textContent)).toEqual(['First', 'Second', 'Third']);
    await waitFor(() => expect(readCalls(env.requests)).toEqual(['/eps/read/1']));

    fireEvent.click(screen.getByTestId('tour-next'));
    expect(current()).toBe('2: two');
    fireEvent.click(screen.getByTestId('tour-prev'));
    expect(current()).toBe('1: one');
    fireEvent.click(screen.getByTestId('tour-next'));
    fireEvent.click(screen.getByTestId('tour-next'));
    expect(current()).toBe('3: three');
    expect(screen.getByTestId('tour-position').textContent).toBe('3 of 3');
    expect(screen.queryByTestId('tour-next')).toBeNull();
    // Going back and forth marks nothing twice.
    await waitFor(() => expect(readCalls(env.requests)).toEqual(['/eps/read/1', '/eps/read/2', '/eps/read/3']));

    fireEvent.click(screen.getByTestId('tour-done'));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'finished 3' }));
  });

  it('jumps to a step from the bar', async () => {
    renderSchema(node, { data: { notes: NOTES } });
    await screen.findByTestId('tour');
    fireEvent.click(screen.getByText('Third'));
    expect(current()).toBe('3: three');
  });

  it('one record: no bar, Done at once; no records: the empty state', async () => {
    const { unmount } = renderSchema(node, { data: { notes: NOTES.slice(0, 1) } });
    await screen.findByTestId('tour');
    expect(document.querySelector('.ant-steps')).toBeNull();
    expect(screen.getByTestId('tour-done')).toBeTruthy();
    unmount();
    renderSchema({ ...node, empty: 'Nothing to read' }, { data: { notes: [] } });
    expect(await screen.findByText('Nothing to read')).toBeTruthy();
    expect(screen.queryByTestId('tour-done')).toBeNull();
  });

  it('speaks zh-cn by default labels', async () => {
    renderSchema(node, { data: { notes: NOTES }, language: 'zh-cn' });
    await screen.findByTestId('tour');
    expect(screen.getByTestId('tour-next').textContent?.replace(/\s/g, '')).toBe('下一条');
    expect(screen.getByTestId('tour-position').textContent).toBe('第 1 / 3 条');
  });
});
