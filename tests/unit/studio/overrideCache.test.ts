import { QueryClient } from '@tanstack/query-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOverrideCache, PREFETCH_HOLD_MS, type OverrideAnswer } from '@core/schema/overrideCache';

function fakeServer() {
  const docs = new Map<string, { version: number; document: unknown }>();
  const calls: Array<{ id: string; etag: string | undefined }> = [];
  const transport = async (id: string, etag: string | undefined): Promise<OverrideAnswer> => {
    calls.push({ id, etag });
    const stored = docs.get(id);
    const tag = stored ? `"v${stored.version}"` : '"none"';
    if (etag === tag) return { status: 'unchanged' };
    return { status: 'fresh', document: stored?.document ?? null, etag: tag };
  };
  return { docs, calls, transport };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('override cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends the kept ETag back once the answer is older than the hold, and reuses the document on 304', async () => {
    const server = fakeServer();
    server.docs.set('home/index', { version: 1, document: { type: 'page', n: 1 } });
    const cache = createOverrideCache(server.transport, client());
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 1 });
    // Within the hold an opening takes the answer it has.
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 1 });
    later(PREFETCH_HOLD_MS + 1);
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 1 });
    expect(server.calls).toEqual([
      { id: 'home/index', etag: undefined },
      { id: 'home/index', etag: '"v1"' },
    ]);
  });
  it('a publish (a write, which marks every query stale) shows at the next opening', async () => {
    const server = fakeServer();
    const queries = client();
    const cache = createOverrideCache(server.transport, queries);
    expect(await cache.fetch('home/index')).toBeNull();
    server.docs.set('home/index', { version: 2, document: { type: 'page', n: 2 } });
    await queries.invalidateQueries({ refetchType: 'none' });
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 2 });
  });
  it('two openings at once share one request', async () => {
    const server = fakeServer();
    const cache = createOverrideCache(server.transport, client());
    await Promise.all([cache.fetch('a'), cache.fetch('a')]);
    expect(server.calls).toHaveLength(1);
  });
  it('a server without the runtime call is asked once, then shipped files only', async () => {
    let calls = 0;
    const cache = createOverrideCache(async () => {
      calls += 1;
      return { status: 'unsupported' };
    }, client());
    expect(await cache.fetch('a')).toBeNull();
    expect(await cache.fetch('b')).toBeNull();
    expect(calls).toBe(1);
  });
  it('clear forgets the kept documents', async () => {
    const server = fakeServer();
    server.docs.set('a', { version: 1, document: { n: 1 } });
    const cache = createOverrideCache(server.transport, client());
    await cache.fetch('a');
    cache.clear();
    await cache.fetch('a');
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.etag).toBeUndefined();
  });
  it('a prefetch is the next opening\'s one request; an opening past the hold asks again', async () => {
    const server = fakeServer();
    server.docs.set('home/index', { version: 1, document: { n: 1 } });
    const cache = createOverrideCache(server.transport, client());
    cache.prefetch('home/index');
    cache.prefetch('home/index'); // already on its way: not asked twice
    await settled();
    expect(await cache.fetch('home/index')).toEqual({ n: 1 });
    expect(server.calls).toEqual([{ id: 'home/index', etag: undefined }]);
    later(PREFETCH_HOLD_MS + 1);
    server.docs.set('home/index', { version: 2, document: { n: 2 } });
    expect(await cache.fetch('home/index')).toEqual({ n: 2 });
    expect(server.calls).toEqual([
      { id: 'home/index', etag: undefined },
      { id: 'home/index', etag: '"v1"' },
    ]);
  });
  it('an opening during the prefetch shares its request; a failed ask is not kept', async () => {
    let fail = true;
    const calls: string[] = [];
    const cache = createOverrideCache(async (id) => {
      calls.push(id);
      if (fail) throw new Error('down');
      return { status: 'fresh', document: { id } };
    }, client());
    cache.prefetch('a');
    await expect(cache.fetch('a')).rejects.toThrow('down');
    expect(calls).toEqual(['a']);
    fail = false;
    expect(await cache.fetch('a')).toEqual({ id: 'a' });
    expect(calls).toEqual(['a', 'a']);
  });
});
