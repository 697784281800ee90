/**
 * The launches under way, one per app (spec portal-shell 4: while a ticket is
 * being fetched a second click is blocked). Kept in the jotai store so every
 * entry point (home tiles, my-apps cascader, common apps) shares it.
 */
import { atom, type createStore } from 'jotai';
import type { LaunchResult } from './launchApp';

/** A jotai store (`createStore()`, or `useStore()` in React). */
export type LaunchStore = ReturnType<typeof createStore>;

/** In-flight launches by the app's root permission id. */
export const appLaunchesAtom = atom<ReadonlyMap<number, Promise<LaunchResult>>>(new Map());

/** The ids of apps being launched (for a progress indicator). */
export const launchingAppIdsAtom = atom((get) => new Set(get(appLaunchesAtom).keys()) as ReadonlySet<number>);

/**
 * Runs `start` for `permissionId` unless a launch of that app is already
 * under way; then it returns that launch's promise and starts nothing (no
 * second analytics call, no second ticket). The entry is removed when the
 * launch settles.
 */
export function launchOnce(store: LaunchStore, permissionId: number, start: () => Promise<LaunchResult>): Promise<LaunchResult> {
  const pending = store.get(appLaunchesAtom).get(permissionId);
  if (pending) return pending;
  const launch = start().finally(() => {
    const current = store.get(appLaunchesAtom);
    if (current.get(permissionId) !== launch) return;
    const next = new Map(current);
    next.delete(permissionId);
    store.set(appLaunchesAtom, next);
  });
  store.set(appLaunchesAtom, new Map(store.get(appLaunchesAtom)).set(permissionId, launch));
  return launch;
}
