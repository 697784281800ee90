/**
 * Render-as-you-fetch through ScreenRenderer: a screen's table asks
 * for its first page while the screen's code loads (a query of the runtime's
 * client), renders once with its rows (no loading pass), makes no second call
 * for it, and every later call (next page, reload, a visit once the answer is
 * older than its fresh time) goes to the server.
 */
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../renderers';
import type { ApiEnvelope } from '@core/env';
import { PortalRuntime, ScreenRenderer } from '@core/react';
import type { ScreenSource } from '@core/schema/screenStore';
import { Scope } from '@core/scope';
import { createTestEnv, type TestEnv } from '../../helpers/testEnv';
import { makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));
afterEach(cleanup);

const document = {
  schemaVersion: 1,
  type: 'page',
  body: [
    {
      type: 'card',
      title: 'Tasks',
      body: {
        type: 'table',
        id: 'tasks',
        api: { url: '/eps/sse/workbench/Task/pageWorkbenchTaskList', params: { owner: '${user.id}' } },
        columns: [{ title: 'Name', dataIndex: 'taskName' }],
      },
    },
  ],
};
const source: ScreenSource = { bundled: { 'x/tasks': () => Promise.resolve(document) }, checked: new Set(['x/tasks']) };

/** Whether the table ever showed its empty placeholder or a spinner, watched from the first mutation on. */
function watchLoadingPasses(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (globalThis.document.querySelector('.ant-table-placeholder, .ant-spin-spinning, .eps-table-loading')) seen = true;
  });
  observer.observe(globalThis.document.body, { childList: true, subtree: true, attributes: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

/** The portal's fresh time, on a clock the test moves (the table's code takes seconds to load in jsdom on a busy machine). */
const FRESH_MS = 5_000;
const freshClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_MS, gcTime: FRESH_MS } } });

function renderScreen(env: TestEnv, client: QueryClient = freshClient()): ReturnType<typeof render> {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PortalRuntime registry={registry} env={env} queryClient={client}>
        <ScreenRenderer id="x/tasks" source={source} scope={new Scope({ user: { id: 7 } })} fallback={<i>loading</i>} renderError={(error) => <p>{String(error)}</p>} />
      </PortalRuntime>
    </ConfigProvider>,
  );
}

describe('a screen table with its first page asked for ahead', () => {
  // Only Date moves: the answer's age is what the test says, however long the table's code took.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('renders once with its rows from the one call made while the screen loaded', async () => {
    const env = createTestEnv({ api: pagedHandler(makeRows(45)) });
    const watch = watchLoadingPasses();
    renderScreen(env);
    expect(await screen.findByText('Task 1', {}, { timeout: 20_000 })).toBeTruthy();
    watch.stop();
    expect(watch.seen()).toBe(false);
    expect(env.requests).toHaveLength(1);
    expect(env.requests[0]).toMatchObject({ method: 'get', url: '/eps/sse/workbench/Task/pageWorkbenchTaskList', params: { owner: 7, pageNum: 1, pageSize: 20 }, silent: true });

    // The next page is the table's own call.
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('Task 21')).toBeTruthy();
    expect(env.requests).toHaveLength(2);
    expect(env.requests[1]?.silent).toBeUndefined();
  });

  it('a visit once the answer is older than its fresh time asks the server again; one before takes it', async () => {
    const env = createTestEnv({ api: pagedHandler(makeRows(3)) });
    const client = freshClient();
    const first = renderScreen(env, client);
    await screen.findByText('Task 1', {}, { timeout: 20_000 });
    first.unmount();
    const second = renderScreen(env, client);
    await screen.findByText('Task 1', {}, { timeout: 20_000 });
    expect(env.requests).toHaveLength(1);
    second.unmount();
    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    renderScreen(env, client);
    await screen.findByText('Task 1', {}, { timeout: 20_000 });
    await waitFor(() => expect(env.requests).toHaveLength(2));
  });

  it('when the call made ahead fails, the table makes its own, which tells the user', async () => {
    let calls = 0;
    const failing = (): ApiEnvelope => {
      calls += 1;
      return { code: '500', message: 'Server busy', data: null };
    };
    const env = createTestEnv({ api: failing });
    renderScreen(env);
    await waitFor(() => expect(env.notices).toHaveLength(1), { timeout: 20_000 });
    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(calls).toBe(2);
    expect(env.requests.map((request) => request.silent)).toEqual([true, undefined]);
    expect(env.notices).toEqual([{ level: 'error', message: 'Server busy' }]);
  });
});
