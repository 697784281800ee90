/**
 * Starts the code of the page a URL opens before React first renders (issue 15).
 * Left to `lazy()`, a page's chunk is asked for only when its route renders,
 * after the start-up chunks have run and the first render is done: on the
 * login page at 4x CPU that was 400 ms after the entry, each round in turn.
 * A module is fetched once however often it is imported, so the route's own
 * `lazy()` gets this same load; a failure here is left to it (it shows the
 * chunk's error page), so it is ignored here.
 */
import { registry } from '../../../renderers';
import { loginPageScreens, loginViewOf, SIGN_IN_SCREENS } from '../login/loginView';
import { ADMIN_LOGIN_PATH, LOGIN_PATHS, loadSignInPages } from '../login/routes';
import { screenSource } from '../screens/bundledScreens';
import { MAIN_PATH, MIXIN_PATH } from './paths';
import { prefetchScreen } from './prefetchScreen';
import { loadMainLayout } from './shellRoutes';

const withoutTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** The chunk loader of the page `pathname` opens, if it is one of the lazily loaded layouts. */
export function routeChunkOf(pathname: string): (() => Promise<unknown>) | undefined {
  const path = withoutTrailingSlash(pathname);
  if ((LOGIN_PATHS as readonly string[]).includes(path) || path === ADMIN_LOGIN_PATH) return loadSignInPages;
  const underMain = [MAIN_PATH, MIXIN_PATH].some((root) => path === root || path.startsWith(`${root}/`));
  // `/` redirects to home, which is in the main layout.
  if (underMain || path === '/') return loadMainLayout;
  return undefined;
}

/**
 * The screens a sign-in page shows at once (`search` picks the login page's view). Signed-in
 * pages are left to the main layout, which starts its page's screen with the session's
 * overrides (prefetchScreen.ts).
 */
export function routeScreensOf(pathname: string, search: string): string[] {
  const path = withoutTrailingSlash(pathname);
  if (path === ADMIN_LOGIN_PATH) return [SIGN_IN_SCREENS.adminLogin];
  return (LOGIN_PATHS as readonly string[]).includes(path) ? loginPageScreens(loginViewOf(search).view) : [];
}

/**
 * Starts that chunk now, and the documents and renderer code of the screens the page shows at
 * once: on the login page the form's code used to be asked for only after the page had rendered
 * and read the remembered account, so the form came last, ~1 s after the page at 4x CPU.
 */
export function startRouteChunk(pathname: string, search = ''): void {
  routeChunkOf(pathname)?.().catch(() => undefined);
  for (const id of routeScreensOf(pathname, search)) void prefetchScreen(id, screenSource, registry);
}
