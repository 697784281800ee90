/**
 * Where a signed-out visitor of the main layout goes (spec portal-shell 2.1):
 * login with the way back; on the ep edition the external portal login link
 * from GET /eps/config/portal/getEp instead, or errors-tip when the portals
 * cannot be loaded. Pure apart from the api call, tested on its own.
 */
import type { Platform } from '../../api';
import type { ApiProvider } from '../../core/env';
import { isAllowedRedirect } from '../security/urls';
import { errorTipPath, loginPathFor } from './paths';

/** The portals answer of GET /eps/config/portal/getEp (spec portal-shell 3, 7). */
export interface EpPortals {
  ssoUrl?: string | null;
  appkey?: string | null;
  list?: readonly { portalId: string; tenantId: number; tenantName: string }[];
}

/** A full browser navigation (`external`) or an in-app route (`route`). */
export type SignedOutTarget = { kind: 'external'; url: string } | { kind: 'route'; path: string };

export interface SignedOutContext {
  platform: Platform;
  /** The portal's origin, e.g. `https://eps.example.com`. */
  origin: string;
  pathname: string;
  search: string;
  /** Origins redirects may go to besides the portal's own (EPS_REDIRECT_ALLOWLIST). */
  allowedOrigins: readonly string[];
  /** The translated errors-tip message for a failed portals call. */
  failedMessage: string;
}

/** The portals call: public, silent (the outcome is a page, not a toast). */
export async function loadEpPortals(api: ApiProvider): Promise<EpPortals> {
  const { data } = await api.request<EpPortals | null>({ method: 'get', url: '/eps/config/portal/getEp', silent: true });
  return data && typeof data === 'object' ? data : {};
}

/**
 * `ssoUrl` with `redirect` set to the visitor's full address
 * (origin + path + query), so the portal login can send them back.
 * @example externalLoginUrl('https://sso.example.com/login', 'https://eps.example.com', '/pages/main/home', '?a=1')
 * // 'https://sso.example.com/login?redirect=https%3A%2F%2Feps.example.com%2Fpages%2Fmain%2Fhome%3Fa%3D1'
 */
export function externalLoginUrl(ssoUrl: string, origin: string, pathname: string, search: string): string {
  const url = new URL(ssoUrl.trim(), origin);
  url.searchParams.set('redirect', `${origin}${pathname}${search}`);
  return url.href;
}

/**
 * Decides where a signed-out visitor goes. Other editions than ep, and ep
 * without an ssoUrl (or with one outside the redirect allow-list), keep the
 * login page with the way back; a failed portals call leads to errors-tip.
 */
export async function resolveSignedOutTarget(api: ApiProvider, context: SignedOutContext): Promise<SignedOutTarget> {
  const login: SignedOutTarget = { kind: 'route', path: loginPathFor(context.pathname, context.search) };
  if (context.platform !== 'ep') return login;
  let portals: EpPortals;
  try {
    portals = await loadEpPortals(api);
  } catch {
    // spec portal-shell 2.1: errors-tip when the portals cannot be loaded.
    return { kind: 'route', path: errorTipPath(context.failedMessage) };
  }
  const ssoUrl = typeof portals.ssoUrl === 'string' ? portals.ssoUrl.trim() : '';
  // ARCHITECTURE rules: redirects leave only to the own origin or an allow-listed one.
  if (ssoUrl === '' || !isAllowedRedirect(ssoUrl, context.origin, context.allowedOrigins)) return login;
  return { kind: 'external', url: externalLoginUrl(ssoUrl, context.origin, context.pathname, context.search) };
}
