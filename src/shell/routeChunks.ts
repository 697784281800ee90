/**
 * Starts the code of the page a URL opens before React first renders.
 * Left to `lazy()`, a page's chunk is asked for only when its route renders,
 * after the start-up chunks have run and the first render is done: on the
 * login page at 4x CPU that was 400 ms after the entry, each round in turn.
 * A module is fetched once however often it is imported, so the route's own
 * `lazy()` gets this same load; a failure here is left to it (it shows the
 * chunk's error page), so it is ignored here.
 */
import { registry } from '../../renderers';
import { loginPageScreens, loginViewOf, SIGN_IN_SCREENS } from './login/loginView';
import { loadSignInPages } from './login/routes';
import { screenSource } from './screens/bundledScreens';
import { ADMIN_LOGIN_PATH, LOGIN_PATHS, MAIN_PATH, MIXIN_PATH } from './routing/paths';
import { mainChildScreenOf, prefetchScreen } from './routing/prefetchScreen';
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
 * The screens a page shows at once: a sign-in page's (`search` picks the login page's view),
 * and, when a user is stored (`signedIn`), the shipped screen of the main layout's fixed page.
 * That one's shipped document and renderer code load while the start-up code runs; the main
 * layout asks for the tenant's override of it once it renders (prefetchScreen.ts). Before,
 * home's renderers were asked for only after the main layout had rendered: its content came
 * ~0.7 s later at 4x CPU (median of 6 loads, 5.1 s against 4.4 s now). A stored user whose
 * session has expired costs a few KB of renderer code before the login redirect.
 */
export function routeScreensOf(pathname: string, search: string, signedIn = false): string[] {
  const path = withoutTrailingSlash(pathname);
  if (path === ADMIN_LOGIN_PATH) return [SIGN_IN_SCREENS.adminLogin];
  if ((LOGIN_PATHS as readonly string[]).includes(path)) return loginPageScreens(loginViewOf(search).view);
  const mainScreen = signedIn ? mainChildScreenOf(path === '/' ? `${MAIN_PATH}/home` : path) : undefined;
  return mainScreen ? [mainScreen] : [];
}

/**
 * Starts that chunk now, and the documents and renderer code of the screens the page shows at
 * once: on the login page the form's code used to be asked for only after the page had rendered
 * and read the remembered account, so the form came last, ~1 s after the page at 4x CPU.
 */
export function startRouteChunk(pathname: string, search = '', signedIn = false): void {
  routeChunkOf(pathname)?.().catch(() => undefined);
  for (const id of routeScreensOf(pathname, search, signedIn)) void prefetchScreen(id, screenSource, registry);
}
