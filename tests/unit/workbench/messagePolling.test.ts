/**
 * Message polling (spec portal-shell 4, 9): thread check first, one tab per
 * user polls (key message_push_{userId}), CLOSE stops, failures are silent,
 * another tab takes over when the holder goes quiet.
 */
import type { ApiProvider, ApiRequest } from '@core/env';
import { pollKey, startMessagePolling, type PushMessage } from '../../../src/shell/workbench/messagePolling';

class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

/** An api answering the polling calls; `pushes` are delivered on the next getMessage. */
function fakeApi(calls: string[], pushes: PushMessage[][], options: { failPoll?: boolean; interval?: number } = {}): ApiProvider {
  return {
    request: <T,>(request: ApiRequest) => {
      calls.push(request.url);
      if (request.url.endsWith('/increase')) return Promise.resolve({ code: '200', data: { enabled: true, interval: options.interval ?? 30000 } as T });
      if (options.failPoll) return Promise.reject(new Error('down'));
      return Promise.resolve({ code: '200', data: (pushes.shift() ?? []) as T });
    },
  };
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('message polling', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());
  const advance = async (ms: number): Promise<void> => {
    clock += ms;
    await vi.advanceTimersByTimeAsync(ms);
    await flush();
  };

  it('checks the thread, then polls every 30000 ms in one tab only', async () => {
    const storage = new MemoryStorage();
    const callsA: string[] = [];
    const callsB: string[] = [];
    const stopA = startMessagePolling({ userId: 7, api: fakeApi(callsA, []), onMessage: () => undefined, storage, now: () => clock, tabId: 'A' });
    const stopB = startMessagePolling({ userId: 7, api: fakeApi(callsB, []), onMessage: () => undefined, storage, now: () => clock, tabId: 'B' });
    await flush();
    expect(callsA).toEqual(['/eps/sse/polling/increase']);
    await advance(29_999);
    expect(callsA.filter((u) => u.endsWith('getMessage'))).toHaveLength(0);
    await advance(1);
    await advance(30_000);
    await advance(30_000);
    const pollsA = callsA.filter((u) => u.endsWith('getMessage')).length;
    const pollsB = callsB.filter((u) => u.endsWith('getMessage')).length;
    expect(pollsA + pollsB).toBe(3);
    expect(Math.min(pollsA, pollsB)).toBe(0);
    expect(JSON.parse(storage.getItem(pollKey(7)) ?? '{}')).toMatchObject({ tab: pollsA ? 'A' : 'B' });
    // The holder closes: the other tab takes over within two intervals.
    const [stopHolder, otherCalls] = pollsA ? [stopA, callsB] : [stopB, callsA];
    stopHolder();
    expect(storage.getItem(pollKey(7))).toBeNull();
    await advance(30_000);
    expect(otherCalls.filter((u) => u.endsWith('getMessage')).length).toBe(1);
    stopA();
    stopB();
  });

  it('delivers messages, stops on CLOSE and stays silent on failures', async () => {
    const storage = new MemoryStorage();
    const calls: string[] = [];
    const got: PushMessage[] = [];
    startMessagePolling({
      userId: 1,
      api: fakeApi(calls, [[{ message: 'NEW', data: 1 }], [{ message: 'CLOSE' }]], { interval: 1000 }),
      onMessage: (m) => got.push(m),
      storage,
      now: () => clock,
      tabId: 'A',
    });
    await flush();
    await advance(1000);
    await advance(1000);
    await advance(5000);
    expect(got).toEqual([{ message: 'NEW', data: 1 }]);
    expect(calls.filter((u) => u.endsWith('getMessage'))).toHaveLength(2);
    expect(storage.getItem(pollKey(1))).toBeNull();

    const failing: string[] = [];
    const stop = startMessagePolling({ userId: 2, api: fakeApi(failing, [], { failPoll: true, interval: 1000 }), onMessage: () => undefined, storage, now: () => clock, tabId: 'A' });
    await flush();
    await advance(1000);
    await advance(1000);
    expect(failing.filter((u) => u.endsWith('getMessage'))).toHaveLength(2);
    stop();
  });
});
