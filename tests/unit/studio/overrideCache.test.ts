import { describe, expect, it } from 'vitest';
import { createOverrideCache, PREFETCH_HOLD_MS, type OverrideAnswer } from '../../../src/core/schema/overrideCache';

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

describe('override cache', () => {
  it('sends the kept ETag back and reuses the document on 304', async () => {
    const server = fakeServer();
    server.docs.set('home/index', { version: 1, document: { type: 'page', n: 1 } });
    const cache = createOverrideCache(server.transport);
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 1 });
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 1 });
    expect(server.calls).toEqual([
      { id: 'home/index', etag: undefined },
      { id: 'home/index', etag: '"v1"' },
    ]);
  });
  it('a publish shows the next time the screen is opened', async () => {
    const server = fakeServer();
    const cache = createOverrideCache(server.transport);
    expect(await cache.fetch('home/index')).toBeNull();
    server.docs.set('home/index', { version: 2, document: { type: 'page', n: 2 } });
    expect(await cache.fetch('home/index')).toEqual({ type: 'page', n: 2 });
  });
  it('two openings at once share one request', async () => {
    const server = fakeServer();
    const cache = createOverrideCache(server.transport);
    await Promise.all([cache.fetch('a'), cache.fetch('a')]);
    expect(server.calls).toHaveLength(1);
  });
  it('a server without the runtime call is asked once, then shipped files only', async () => {
    let calls = 0;
    const cache = createOverrideCache(async () => {
      calls += 1;
      return { status: 'unsupported' };
    });
    expect(await cache.fetch('a')).toBeNull();
    expect(await cache.fetch('b')).toBeNull();
    expect(calls).toBe(1);
  });
  it('clear forgets the kept documents', async () => {
    const server = fakeServer();
    server.docs.set('a', { version: 1, document: { n: 1 } });
    const cache = createOverrideCache(server.transport);
    await cache.fetch('a');
    cache.clear();
    await cache.fetch('a');
    expect(server.calls[1]?.etag).toBeUndefined();
  });
  it('a prefetch is the next opening\'s one request; a later opening asks again', async () => {
    const server = fakeServer();
    server.docs.set('home/index', { version: 1, document: { n: 1 } });
    let clock = 1_000;
    const cache = createOverrideCache(server.transport, () => clock);
    cache.prefetch('home/index');
    cache.prefetch('home/index'); // already on its way: not asked twice
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.fetch('home/index')).toEqual({ n: 1 });
    expect(server.calls).toEqual([{ id: 'home/index', etag: undefined }]);
    // Taken once: the next opening makes its own (conditional) request.
    expect(await cache.fetch('home/index')).toEqual({ n: 1 });
    expect(server.calls).toHaveLength(2);
    // A prefetched answer nobody took in time is not shown: the opening asks.
    cache.prefetch('home/index');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += PREFETCH_HOLD_MS + 1;
    server.docs.set('home/index', { version: 2, document: { n: 2 } });
    expect(await cache.fetch('home/index')).toEqual({ n: 2 });
    expect(server.calls).toHaveLength(4);
  });
  it('an opening during the prefetch shares its request; a failed prefetch is forgotten', async () => {
    let fail = true;
    const calls: string[] = [];
    const cache = createOverrideCache(async (id) => {
      calls.push(id);
      if (fail) throw new Error('down');
      return { status: 'fresh', document: { id } };
    });
    cache.prefetch('a');
    await expect(cache.fetch('a')).rejects.toThrow('down');
    expect(calls).toEqual(['a']);
    fail = false;
    expect(await cache.fetch('a')).toEqual({ id: 'a' });
    expect(calls).toEqual(['a', 'a']);
    // An opening that shared a prefetch's request consumed it: the next opening asks.
    cache.prefetch('a');
    expect(await cache.fetch('a')).toEqual({ id: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.fetch('a')).toEqual({ id: 'a' });
    expect(calls).toEqual(['a', 'a', 'a', 'a']);
  });
  it('a prefetch asked again while its answer is held does not ask again; once the hold is over it does', async () => {
    const server = fakeServer();
    server.docs.set('home/index', { version: 1, document: { n: 1 } });
    let clock = 1_000;
    const cache = createOverrideCache(server.transport, () => clock);
    cache.prefetch('home/index');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A render redone (or StrictMode's second one) prefetches again: the held answer stands.
    clock += PREFETCH_HOLD_MS - 1;
    cache.prefetch('home/index');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toHaveLength(1);
    expect(await cache.fetch('home/index')).toEqual({ n: 1 });
    expect(server.calls).toHaveLength(1);
    // A held answer nobody took, past the hold: a new prefetch asks (conditionally).
    cache.prefetch('home/index');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += PREFETCH_HOLD_MS + 1;
    cache.prefetch('home/index');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([
      { id: 'home/index', etag: undefined },
      { id: 'home/index', etag: '"v1"' },
      { id: 'home/index', etag: '"v1"' },
    ]);
  });
});
