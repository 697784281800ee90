/**
 * Menu and text changes reach signed-in users without signing in again:
 * the server bumps a configuration version on every studio
 * write (`GET /eps/lowcode/runtime/config` answers `{ configVersion }`).
 * The portal reads it when the user comes back to the tab, on navigation
 * and every minute, and when it moved since the last read, refetches the
 * permission tree and the tenant's texts. Pure: the timing and the
 * comparison, tested without a DOM; ConfigVersionWatch wires it.
 */
import type { ApiProvider } from '../../core/env';

export const CONFIG_VERSION_URL = '/eps/lowcode/runtime/config';
/** The slowest a change takes to show while the user stays on one page. */
export const CONFIG_POLL_MS = 60_000;
/** Reads closer together than this are skipped (navigation bursts, focus right after a poll). */
export const CONFIG_MIN_GAP_MS = 5_000;

export interface ConfigVersionTracker {
  /** True when it is time to read the version again (not within the minimum gap of the last read). */
  due(now: number): boolean;
  /** Notes a read at `now`; true when `version` differs from the one seen before (the first read only sets it). */
  observe(version: string, now: number): boolean;
  /** Notes a failed read, so it is retried no sooner than the gap. */
  failed(now: number): void;
}

export function createConfigVersionTracker(minGapMs = CONFIG_MIN_GAP_MS): ConfigVersionTracker {
  let seen: string | undefined;
  let lastRead = Number.NEGATIVE_INFINITY;
  return {
    due: (now) => now - lastRead >= minGapMs,
    observe(version, now) {
      lastRead = now;
      const changed = seen !== undefined && seen !== version;
      seen = version;
      return changed;
    },
    failed(now) {
      lastRead = now;
    },
  };
}

/** The tenant's configuration version, or undefined when the server has none (not a low-code server). */
export async function readConfigVersion(api: ApiProvider): Promise<string | undefined> {
  const { data } = await api.request<unknown>({ method: 'get', url: CONFIG_VERSION_URL, silent: true });
  const value = data && typeof data === 'object' ? (data as { configVersion?: unknown }).configVersion : undefined;
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}
