/**
 * Where the browser goes after sign-in (spec portal-shell 2.2): to the
 * `forward-url` query with an `epssession` ticket appended (the sign-in
 * answer's one-time ticket, never the session id), else to the
 * `redirect` query, else to the main route. Every target must be the
 * portal's own origin or an allow-listed one (ARCHITECTURE: redirect
 * parameters go only to allowed origins); anything else is ignored.
 */
import { SIGN_IN_PATHS } from '../routing/paths';
import { isAllowedRedirect, safeRedirect } from '../security/urls';

/** The main route (spec portal-shell 2.1: `/` redirects to the home page). */
export const MAIN_ROUTE = '/';

/** An in-app route for the router, or a full URL for the browser. */
export type Destination = { kind: 'route'; to: string } | { kind: 'url'; url: string };

/** True for an in-app path that is a login page (going there again would loop). */
const isLoginPath = (path: string): boolean => SIGN_IN_PATHS.includes(path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '');

/**
 * The destination for the page URL's query `search`, given the origin of
 * the page, the allow-listed origins and the sign-in's one-time ticket ('' for none).
 * @example destinationAfterSignIn('?redirect=%2Fpages%2Fmain%2Fhome', 'https://eps.example', [], 't') // route /pages/main/home
 */
export function destinationAfterSignIn(search: string, origin: string, allowedOrigins: readonly string[], ticket: string): Destination {
  const query = new URLSearchParams(search);
  const forward = query.get('forward-url');
  if (forward && isAllowedRedirect(forward, origin, allowedOrigins)) {
    const url = new URL(forward.trim(), origin);
    if (ticket) url.searchParams.set('epssession', ticket);
    return { kind: 'url', url: url.href };
  }
  const target = safeRedirect(query.get('redirect'), origin, allowedOrigins, MAIN_ROUTE);
  if (target.startsWith('/')) return { kind: 'route', to: isLoginPath(target) ? MAIN_ROUTE : target };
  return { kind: 'url', url: target };
}

/** Origins of the EPS_REDIRECT_ALLOWLIST parameter (a comma list); malformed entries are dropped. */
export function parseAllowList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      try {
        const url = new URL(entry);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/+$/, '');
      } catch {
        return false;
      }
    })
    .map((entry) => entry.replace(/\/+$/, ''));
}
