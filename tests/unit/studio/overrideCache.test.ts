import { describe, expect, it } from 'vitest';
import { createOverrideCache, type OverrideAnswer } from '../../../src/core/schema/overrideCache';

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
});
