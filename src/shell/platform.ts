/**
 * Edition detection (spec portal-shell 1): the path prefix decides bpm, fw
 * or jcy; otherwise the origin, through a configurable map (default ep);
 * after session-info, type 1 or tenantId -1 means supplier, type 0 enterprise.
 */
import type { Platform } from '../api';

const PREFIX_PLATFORMS: readonly Platform[] = ['bpm', 'fw', 'jcy'];

/** The workflow-embedded edition named by the first path segment (`/bpm-ui/...` or `/bpm/...`), if any. */
export function platformFromPath(pathname: string): Platform | undefined {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  const name = first.replace(/-ui$/, '');
  return PREFIX_PLATFORMS.find((platform) => platform === name);
}

/** The edition of a page before sign-in: path prefix, then origin map, then `ep`. */
export function detectPlatform(pathname: string, origin: string, originMap: Readonly<Record<string, Platform>> = {}): Platform {
  return platformFromPath(pathname) ?? (Object.prototype.hasOwnProperty.call(originMap, origin) ? originMap[origin] : undefined) ?? 'ep';
}

/** After user info loads (spec portal-shell 1): keeps bpm/fw/jcy, else su or ep by the user. */
export function platformForUser(current: Platform, user: { type?: number | string | null; tenantId?: number | string | null }): Platform {
  if (PREFIX_PLATFORMS.includes(current)) return current;
  if (Number(user.type) === 1 || Number(user.tenantId) === -1) return 'su';
  if (Number(user.type) === 0) return 'ep';
  return current;
}
