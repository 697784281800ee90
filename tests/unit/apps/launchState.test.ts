/** One launch per app at a time (spec portal-shell 4: a second click is blocked while the ticket is fetched). */
import { createStore } from 'jotai';
import type { LaunchResult } from '../../../src/shell/apps/launchApp';
import { appLaunchesAtom, launchingAppIdsAtom, launchOnce } from '../../../src/shell/apps/launchState';

function deferred(): { promise: Promise<LaunchResult>; resolve: (r: LaunchResult) => void; reject: (e: unknown) => void } {
  let resolve!: (r: LaunchResult) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<LaunchResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('launchOnce', () => {
  it('ignores a second launch of the same app while the first is pending', async () => {
    const store = createStore();
    const first = deferred();
    let starts = 0;
    const start = (): Promise<LaunchResult> => {
      starts += 1;
      return first.promise;
    };
    const a = launchOnce(store, 30, start);
    const b = launchOnce(store, 30, start);
    expect(b).toBe(a);
    expect(starts).toBe(1);
    expect([...store.get(launchingAppIdsAtom)]).toEqual([30]);
    first.resolve({ kind: 'opened', url: 'https://x.example.com/' });
    await expect(a).resolves.toEqual({ kind: 'opened', url: 'https://x.example.com/' });
    expect(store.get(appLaunchesAtom).size).toBe(0);
    // Settled: the next click launches again.
    await launchOnce(store, 30, () => Promise.resolve({ kind: 'navigated', path: '/p' }));
    expect(starts).toBe(1);
  });

  it('lets other apps launch meanwhile and clears a failed launch', async () => {
    const store = createStore();
    const sso = deferred();
    const a = launchOnce(store, 30, () => sso.promise);
    const other = launchOnce(store, 10, () => Promise.resolve({ kind: 'navigated', path: '/pages/main/w' }));
    expect(other).not.toBe(a);
    expect(new Set(store.get(launchingAppIdsAtom))).toEqual(new Set([30, 10]));
    await other;
    expect([...store.get(launchingAppIdsAtom)]).toEqual([30]);
    sso.reject(new Error('ticket refused'));
    await expect(a).rejects.toThrow('ticket refused');
    expect(store.get(launchingAppIdsAtom).size).toBe(0);
  });
});
