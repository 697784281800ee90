/**
 * spec workflow-enterprise-embedding 7, portal-shell 7 (call rules): in the
 * sign-engine platforms the `/eps/` prefix goes to the engine's gateway.
 */
import type { Platform } from '../types';

/** The gateway prefix per platform; ep and su keep `/eps/`. */
export const EPS_PREFIX_BY_PLATFORM: Readonly<Record<Platform, string>> = {
  ep: '/eps/',
  su: '/eps/',
  bpm: '/eps-sign4bpm/',
  jcy: '/eps-sycBpm/',
  fw: '/eps-sign/',
};

/** True where calls carry the route query (and rewrite their prefix). */
export function isEmbeddedPlatform(platform: Platform): boolean {
  return platform === 'bpm' || platform === 'jcy' || platform === 'fw';
}

/**
 * Rewrites a leading `/eps/` of `url` for the platform. Only the leading
 * prefix changes: `/eps/eps-api/x` becomes `/eps-sign4bpm/eps-api/x` in bpm.
 * Absolute URLs and other prefixes are left alone.
 */
export function rewriteEpsPrefix(url: string, platform: Platform): string {
  const prefix = EPS_PREFIX_BY_PLATFORM[platform];
  if (prefix === '/eps/' || !url.startsWith('/eps/')) return url;
  return prefix + url.slice('/eps/'.length);
}
