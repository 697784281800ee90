/**
 * The tiles renderer with real antd (spec portal-shell 2.4 apps panel, 4 app
 * launch): tiles from the scope or an api, the debounced, trimmed,
 * IME-aware search moving matches to the front, the grid height fixed while
 * the box has focus, per-tile progress while the click's chain runs (a
 * second click ignored), icon fallbacks and the empty state.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROGRESS_FADE_MS, PROGRESS_TICK_MS, nextPendingPercent } from '../../../renderers/shared/pendingProgress';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['tiles']));
afterEach(() => vi.useRealTimers());

const APPS = [
  { permissionId: 1, title: 'Sourcing', icon: 'data:image/png;base64,AAAA' },
  { permissionId: 2, title: 'Contracts', icon: '' },
  { permissionId: 3, title: 'Data portal', icon: 'https://img.example/broken.png' },
  { permissionId: 4, title: 'Contract archive', icon: '' },
];

const tiles = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'tiles',
  testId: 'apps',
  source: '${apps}',
  tile: { key: '${item.permissionId}', title: '${item.title}', icon: '${item.icon}' },
  searchPlaceholder: { 'zh-cn': '搜索应用', en: 'Search apps' },
  onItemClick: { action: 'host', name: 'openApp', args: { permissionId: '${item.permissionId}' } },
  ...extra,
});

const titles = (): string[] => screen.getAllByTestId('apps-item').map((tile) => tile.textContent ?? '');
const tile = (title: string): HTMLElement => screen.getByRole('button', { name: title });

/** A host capability whose calls the test settles by hand. */
function controlledHost() {
  const calls: Record<string, unknown>[] = [];
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const openApp = (args: Readonly<Record<string, unknown>>): Promise<unknown> => {
    calls.push({ ...args });
    return new Promise((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { calls, pending, host: { openApp } };
}

describe('tiles renderer', () => {
  it('draws one tile per record with its title and icon; no icon or a broken one shows the app icon', async () => {
    renderSchema(tiles(), { data: { apps: APPS } });
    await screen.findByTestId('apps');
    expect(titles()).toEqual(['Sourcing', 'Contracts', 'Data portal', 'Contract archive']);
    expect(tile('Sourcing').querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(tile('Contracts').querySelector('img')).toBeNull();
    expect(tile('Contracts').querySelector('.eps-tile-fallback-icon')).not.toBeNull();
    const broken = tile('Data portal').querySelector('img');
    expect(broken).not.toBeNull();
    fireEvent.error(broken as HTMLImageElement);
    expect(tile('Data portal').querySelector('img')).toBeNull();
    expect(tile('Data portal').querySelector('.eps-tile-fallback-icon')).not.toBeNull();
    expect(screen.getByPlaceholderText('Search apps')).toBe(screen.getByTestId('apps-search'));
  });

  it('filters 180 ms after the last keystroke, trimmed: matches move to the front, highlighted', async () => {
    renderSchema(tiles(), { data: { apps: APPS } });
    const search = await screen.findByTestId('apps-search');
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: ' co' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(search, { target: { value: '  contr ' } });
    act(() => vi.advanceTimersByTime(179));
    expect(titles()[0]).toBe('Sourcing');
    expect(document.querySelectorAll('[data-matched="true"]')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual(['Contracts', 'Contract archive', 'Sourcing', 'Data portal']);
    expect(tile('Contracts').getAttribute('data-matched')).toBe('true');
    expect(tile('Contracts').classList.contains('eps-tile-matched')).toBe(true);
    expect(tile('Sourcing').hasAttribute('data-matched')).toBe(false);
    // Clearing the box puts every tile back in its place, unmarked.
    fireEvent.change(search, { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(180));
    expect(titles()).toEqual(['Sourcing', 'Contracts', 'Data portal', 'Contract archive']);
    expect(document.querySelectorAll('.eps-tile-matched')).toHaveLength(0);
  });

  it('honours searchDebounce', async () => {
    renderSchema(tiles({ searchDebounce: 500 }), { data: { apps: APPS } });
    const search = await screen.findByTestId('apps-search');
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'portal' } });
    act(() => vi.advanceTimersByTime(499));
    expect(titles()[0]).toBe('Sourcing');
    act(() => vi.advanceTimersByTime(1));
    expect(titles()[0]).toBe('Data portal');
  });

  it('does not filter while an IME composition runs; filters after compositionend', async () => {
    renderSchema(tiles(), { data: { apps: [...APPS, { permissionId: 5, title: '合同管理', icon: '' }] } });
    const search = await screen.findByTestId('apps-search');
    vi.useFakeTimers();
    fireEvent.compositionStart(search);
    fireEvent.change(search, { target: { value: 'he' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(titles()[0]).toBe('Sourcing');
    fireEvent.change(search, { target: { value: '合同' } });
    fireEvent.compositionEnd(search);
    act(() => vi.advanceTimersByTime(179));
    expect(titles()[0]).toBe('Sourcing');
    act(() => vi.advanceTimersByTime(1));
    expect(titles()[0]).toBe('合同管理');
    expect(tile('合同管理').getAttribute('data-matched')).toBe('true');
  });

  it('fixes the grid height while the search box has focus and releases it on blur', async () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('eps-tiles-grid') ? 236 : 0;
    });
    try {
      const { container } = renderSchema(tiles(), { data: { apps: APPS } });
      const search = await screen.findByTestId('apps-search');
      const grid = container.querySelector<HTMLElement>('.eps-tiles-grid');
      expect(grid?.style.height).toBe('');
      fireEvent.focus(search);
      expect(grid?.style.height).toBe('236px');
      expect(grid?.style.overflowY).toBe('auto');
      fireEvent.blur(search);
      expect(grid?.style.height).toBe('');
    } finally {
      spy.mockRestore();
    }
  });

  it('runs onItemClick with the record in scope; the tile shows progress, ignores a second click, then the bar fades', async () => {
    const host = controlledHost();
    const env = createTestEnv();
    env.host = host.host;
    renderSchema(tiles(), { env, data: { apps: APPS } });
    await screen.findByTestId('apps');
    vi.useFakeTimers();
    fireEvent.click(tile('Contracts'));
    await act(async () => undefined);
    expect(host.calls).toEqual([{ permissionId: 2 }]);
    expect(tile('Contracts').getAttribute('data-busy')).toBe('true');
    expect(tile('Contracts').getAttribute('aria-busy')).toBe('true');
    expect(tile('Sourcing').hasAttribute('data-busy')).toBe(false);
    const bar = (): HTMLElement | null => within(tile('Contracts')).queryByRole('progressbar');
    const percent = (): number => Number(bar()?.getAttribute('aria-valuenow'));
    const first = percent();
    expect(first).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(PROGRESS_TICK_MS * 5));
    expect(percent()).toBeGreaterThan(first);
    expect(percent()).toBeLessThan(90);

    // A second click while the chain runs starts nothing; another tile still opens.
    fireEvent.click(tile('Contracts'));
    await act(async () => undefined);
    expect(host.calls).toHaveLength(1);
    fireEvent.click(tile('Sourcing'));
    await act(async () => undefined);
    expect(host.calls).toEqual([{ permissionId: 2 }, { permissionId: 1 }]);

    // The chain ends: the bar goes to 100 and fades, the tile can be clicked again.
    await act(async () => host.pending[0]?.resolve(undefined));
    expect(tile('Contracts').hasAttribute('data-busy')).toBe(false);
    expect(percent()).toBe(100);
    expect(bar()?.closest('.eps-tile-progress')?.classList.contains('eps-tile-progress-done')).toBe(true);
    act(() => vi.advanceTimersByTime(PROGRESS_FADE_MS - 1));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
    fireEvent.click(tile('Contracts'));
    await act(async () => undefined);
    expect(host.calls).toHaveLength(3);
  });

  it('ends the progress when the chain fails too (the capability told the user)', async () => {
    const host = controlledHost();
    const env = createTestEnv();
    env.host = host.host;
    renderSchema(tiles(), { env, data: { apps: APPS } });
    await screen.findByTestId('apps');
    fireEvent.click(tile('Sourcing'));
    await waitFor(() => expect(tile('Sourcing').getAttribute('data-busy')).toBe('true'));
    await act(async () => host.pending[0]?.reject(new Error('no menu')));
    expect(tile('Sourcing').hasAttribute('data-busy')).toBe(false);
    await waitFor(() => expect(within(tile('Sourcing')).queryByRole('progressbar')).toBeNull());
  });

  it('loads tiles from an api and shows the empty picture with its text when there are none', async () => {
    const api = vi.fn(() => ok({ items: [{ id: 'a', name: 'Alpha' }] }));
    renderSchema({ type: 'tiles', testId: 'apps', api: { url: '/eps/apps' }, tile: { key: '${item.id}', title: '${item.name}' } }, { api });
    await waitFor(() => expect(titles()).toEqual(['Alpha']));
    expect(api).toHaveBeenCalledTimes(1);

    renderSchema(tiles({ testId: 'none', empty: { 'zh-cn': '暂无应用', en: 'No apps' } }), { data: { apps: [] } });
    const none = await screen.findByTestId('none');
    expect(within(none).getByText('No apps')).toBeTruthy();
    expect(none.querySelector('.ant-empty-image')).not.toBeNull();
  });

  it('advances a pending bar ever more slowly and never past 90 %', () => {
    let percent = 8;
    const seen: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      percent = nextPendingPercent(percent);
      seen.push(percent);
    }
    expect(seen[0]).toBeGreaterThan(8);
    expect(seen[1]! - seen[0]!).toBeGreaterThan(seen[20]! - seen[19]!);
    expect(Math.max(...seen)).toBe(90);
  });
});
