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

const PLATFORMS: readonly Platform[] = ['ep', 'su', 'bpm', 'fw', 'jcy'];

/** The system parameter holding the edition-by-origin map. */
export const EDITION_BY_ORIGIN_PARAM = 'EPS_EDITION_BY_ORIGIN';

/**
 * Parses the edition-by-origin map (spec portal-shell 1: "otherwise from the
 * origin"): `https://su.example.com=su, https://buy.example.com=ep`. Entries
 * with an unknown edition or a malformed origin are skipped.
 * @example parseEditionMap('https://su.example.com=su') // { 'https://su.example.com': 'su' }
 */
export function parseEditionMap(value: string | undefined): Record<string, Platform> {
  const map: Record<string, Platform> = {};
  for (const entry of (value ?? '').split(',')) {
    const at = entry.lastIndexOf('=');
    if (at <= 0) continue;
    const edition = entry.slice(at + 1).trim() as Platform;
    if (!PLATFORMS.includes(edition)) continue;
    try {
      map[new URL(entry.slice(0, at).trim()).origin] = edition;
    } catch {
      // Not an origin: skipped.
    }
  }
  return map;
}

/** After user info loads (spec portal-shell 1): keeps bpm/fw/jcy, else su or ep by the user. */
export function platformForUser(current: Platform, user: { type?: number | string | null; tenantId?: number | string | null }): Platform {
  if (PREFIX_PLATFORMS.includes(current)) return current;
  if (Number(user.type) === 1 || Number(user.tenantId) === -1) return 'su';
  if (Number(user.type) === 0) return 'ep';
  return current;
}
