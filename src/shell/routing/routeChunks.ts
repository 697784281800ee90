/**
 * Starts the code of the page a URL opens before React first renders (issue 15).
 * Left to `lazy()`, a page's chunk is asked for only when its route renders,
 * after the start-up chunks have run and the first render is done: on the
 * login page at 4x CPU that was 400 ms after the entry, each round in turn.
 * A module is fetched once however often it is imported, so the route's own
 * `lazy()` gets this same load; a failure here is left to it (it shows the
 * chunk's error page), so it is ignored here.
 */
import { ADMIN_LOGIN_PATH, LOGIN_PATHS, loadSignInPages } from '../login/routes';
import { MAIN_PATH, MIXIN_PATH } from './paths';
import { loadMainLayout } from './shellRoutes';

/** The chunk loader of the page `pathname` opens, if it is one of the lazily loaded layouts. */
export function routeChunkOf(pathname: string): (() => Promise<unknown>) | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if ((LOGIN_PATHS as readonly string[]).includes(path) || path === ADMIN_LOGIN_PATH) return loadSignInPages;
  const underMain = [MAIN_PATH, MIXIN_PATH].some((root) => path === root || path.startsWith(`${root}/`));
  // `/` redirects to home, which is in the main layout.
  if (underMain || path === '/') return loadMainLayout;
  return undefined;
}

/** Starts that chunk now; the route renders it when it has arrived. */
export function startRouteChunk(pathname: string): void {
  routeChunkOf(pathname)?.().catch(() => undefined);
}
