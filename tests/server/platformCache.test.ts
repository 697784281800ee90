/** The platform data cache (server/http/platformCache.ts): one load per key per freshness window, failures not kept. */
import { describe, expect, it } from 'vitest';
import { PlatformCache, PLATFORM_FRESH_MS } from '../../server/http/platformCache';

function counted(fail = () => false) {
  const loads: string[] = [];
  let clock = 1_000;
  const cache = new PlatformCache<string>(
    async (key) => {
      loads.push(key);
      if (fail()) throw new Error(`no ${key}`);
      return `${key}@${loads.length}`;
    },
    () => clock,
  );
  return { cache, loads, advance: (ms: number) => (clock += ms) };
}

describe('PlatformCache', () => {
  it('loads a key once while fresh, shares a load among concurrent readers, and reads again once stale', async () => {
    const { cache, loads, advance } = counted();
    const [a, b] = await Promise.all([cache.get('zh-cn'), cache.get('zh-cn')]);
    expect([a, b]).toEqual(['zh-cn@1', 'zh-cn@1']);
    advance(PLATFORM_FRESH_MS - 1);
    expect(await cache.get('zh-cn')).toBe('zh-cn@1');
    expect(await cache.get('en')).toBe('en@2');
    advance(1);
    expect(await cache.get('zh-cn')).toBe('zh-cn@3');
    expect(loads).toEqual(['zh-cn', 'en', 'zh-cn']);
  });

  it('does not keep a failed load: the next read tries again', async () => {
    let failing = true;
    const { cache, loads } = counted(() => failing);
    await expect(cache.get('zh-cn')).rejects.toThrow('no zh-cn');
    failing = false;
    expect(await cache.get('zh-cn')).toBe('zh-cn@2');
    expect(loads).toEqual(['zh-cn', 'zh-cn']);
  });
});

describe('PlatformCache with a lazy thenable (a drizzle query, which runs again on every then)', () => {
  it('runs the load once while fresh, not once per reader', async () => {
    let runs = 0;
    const query: PromiseLike<string> = { then: (onFulfilled, onRejected) => Promise.resolve(`rows@${++runs}`).then(onFulfilled, onRejected) };
    const cache = new PlatformCache<string>(() => query, () => 1_000);
    expect(await cache.get('dict')).toBe('rows@1');
    expect(await cache.get('dict')).toBe('rows@1');
    expect(await Promise.all([cache.get('dict'), cache.get('dict')])).toEqual(['rows@1', 'rows@1']);
    expect(runs).toBe(1);
  });
});
