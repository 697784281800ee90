/**
 * The main layout asks for its page screen's override as it renders (issue 15):
 * once per page it shows, not on every render of it.
 */
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalRuntime } from '../../../src/core/react';
import { defineRegistry } from '../../../src/core/registry';
import { createOverrideCache } from '../../../src/core/schema/overrideCache';
import type { ScreenSource } from '../../../src/core/schema/screenStore';
import { usePrefetchMainScreen } from '../../../src/shell/routing/prefetchScreen';
import { createTestEnv } from '../../helpers/testEnv';

describe('usePrefetchMainScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks once per page shown, whatever else makes the layout render again', async () => {
    const answered = () => new Promise((resolve) => setTimeout(resolve, 0));
    const registry = defineRegistry([]);
    const asked: string[] = [];
    const cache = createOverrideCache(async (id) => {
      asked.push(id);
      return { status: 'fresh', document: null };
    });
    const source: ScreenSource = {
      bundled: {
        'home/index': async () => ({ schemaVersion: 1, type: 'page', body: [] }),
        'bulletins/list': async () => ({ schemaVersion: 1, type: 'page', body: [] }),
      },
      fetchOverride: cache.fetch,
      prefetchOverride: cache.prefetch,
    };
    const env = { ...createTestEnv(), screens: source };
    function Layout({ path }: { path: string; tick: number }) {
      usePrefetchMainScreen(path, true);
      return null;
    }
    const page = (path: string, tick = 0) => (
      <PortalRuntime registry={registry} env={env}>
        <Layout path={path} tick={tick} />
      </PortalRuntime>
    );
    const view = render(page('/pages/main/home'));
    expect(asked).toEqual(['home/index']);
    await answered();
    // A minute on the page, and the layout renders again for something else: no new ask.
    vi.setSystemTime(new Date('2026-11-28T10:01:00Z'));
    view.rerender(page('/pages/main/home', 1));
    expect(asked).toEqual(['home/index']);
    // Another page, then home again: each asks.
    view.rerender(page('/pages/main/bulletins', 2));
    await answered();
    vi.setSystemTime(new Date('2026-11-28T10:02:00Z'));
    view.rerender(page('/pages/main/home', 3));
    expect(asked).toEqual(['home/index', 'bulletins/list', 'home/index']);
    // Not a fixed main page: nothing.
    view.rerender(page('/pages/main/workbench/todo', 4));
    expect(asked).toHaveLength(3);
  });
});
