/**
 * useRead (core/react/useRead.ts), the one read every data node uses: it
 * takes a read started ahead, calls itself (and so tells the person) when that
 * silent read fails while it waits, aborts a call nobody waits for, and never
 * shows the answer of a request it no longer makes.
 */
// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope, ApiProvider, ApiRequest } from '@core/env';
import { prefetchRead } from '@core/query/reads';
import { useRead } from '@core/react/useRead';
import { createTestEnv, ok } from '../../helpers/testEnv';

afterEach(cleanup);

const client = (): QueryClient => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

function Shows({ api, request }: { api: ApiProvider; request: ApiRequest | undefined }) {
  const read = useRead(api, request);
  const data = read.envelope?.data;
  return <p>{read.loading ? 'loading' : read.error !== undefined ? 'failed' : typeof data === 'string' ? data : 'none'}</p>;
}

/** An answer the test gives when it wants. */
function deferred(): { promise: Promise<ApiEnvelope>; resolve: (envelope: ApiEnvelope) => void } {
  let resolve: (envelope: ApiEnvelope) => void = () => undefined;
  const promise = new Promise<ApiEnvelope>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const read = (url: string): ApiRequest => ({ method: 'get', url });

describe('useRead', () => {
  it('takes the read started ahead; when that silent read fails while it waits, it calls itself, which tells the person', async () => {
    const ahead = deferred();
    let calls = 0;
    const env = createTestEnv({
      api: () => {
        calls += 1;
        return calls === 1 ? ahead.promise : ok('second');
      },
    });
    const queries = client();
    prefetchRead(queries, env.api, read('/eps/rows'));
    render(
      <QueryClientProvider client={queries}>
        <Shows api={env.api} request={read('/eps/rows')} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(calls).toBe(1);
    await act(async () => ahead.resolve({ code: '500', message: 'Server busy', data: null }));
    expect(await screen.findByText('second')).toBeTruthy();
    expect(env.requests.map((request) => request.silent)).toEqual([true, undefined]);
  });

  it("shows only the current request's answer, and aborts the call nobody waits for any more", async () => {
    const slow = deferred();
    const env = createTestEnv({ api: (request) => (request.url === '/eps/a' ? slow.promise : ok('b')) });
    const queries = client();
    const view = render(
      <QueryClientProvider client={queries}>
        <Shows api={env.api} request={read('/eps/a')} />
      </QueryClientProvider>,
    );
    view.rerender(
      <QueryClientProvider client={queries}>
        <Shows api={env.api} request={read('/eps/b')} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('b')).toBeTruthy();
    await waitFor(() => expect(env.requests[0]?.signal?.aborted).toBe(true));
    await act(async () => slow.resolve(ok('a')));
    expect(screen.getByText('b')).toBeTruthy();
  });

  it('a request held back makes no call and shows nothing loading', () => {
    const env = createTestEnv({ api: () => ok('x') });
    render(
      <QueryClientProvider client={client()}>
        <Shows api={env.api} request={undefined} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('none')).toBeTruthy();
    expect(env.requests).toHaveLength(0);
  });
});
