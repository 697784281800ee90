/**
 * The main layout asks for its page screen's override as it renders,
 * not in an effect, and once per page it shows, not on every render of it.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalRuntime } from '@core/react';
import { defineRegistry } from '@core/registry';
import { createOverrideCache } from '@core/schema/overrideCache';
import type { ScreenSource } from '@core/schema/screenStore';
import { usePrefetchMainScreen } from '../../../src/shell/routing/prefetchScreen';
import { createTestEnv } from '../../helpers/testEnv';

/** A layout using the hook in a runtime whose screen source records the override asks. */
function layoutWithOverrides() {
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
  return { asked, page };
}

/** Lets the asks started so far be answered. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('usePrefetchMainScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks as the layout renders, not in an effect, and once however often a render is redone', async () => {
    const { asked, page } = layoutWithOverrides();
    // A server render runs no effects: the ask went out during the render itself.
    renderToString(page('/pages/main/home'));
    expect(asked).toEqual(['home/index']);
    renderToString(page('/pages/main/home'));
    await answered();
    expect(asked).toEqual(['home/index']);
    // Another page of the layout: its own screen.
    renderToString(page('/pages/main/bulletins'));
    expect(asked).toEqual(['home/index', 'bulletins/list']);
  });

  it('asks once per page shown, whatever else makes the layout render again', async () => {
    const { asked, page } = layoutWithOverrides();
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
