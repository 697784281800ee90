/**
 * The portal's fixed paths and the path rules of spec portal-shell 2.1:
 * the login redirect, cancelled navigations, single-route and watermark-free
 * paths, and where error pages hide their buttons. Pure, tested on its own.
 */
import type { Platform } from '../../api';
import { MAIN_PATH } from '../../menu';
import { HOME_PATH } from '../state/views';

export { HOME_PATH, MAIN_PATH };

/** The public login page (the sign-in helper owns it). */
export const LOGIN_PATH = '/login';
/** Paths of the login page (the first is the canonical one). */
export const LOGIN_PATHS = [LOGIN_PATH, '/pages/login'] as const;
/** Path of the admin login page. */
export const ADMIN_LOGIN_PATH = '/login-admin';
/** Paths of both sign-in pages. */
export const SIGN_IN_PATHS: readonly string[] = [...LOGIN_PATHS, ADMIN_LOGIN_PATH];

/** The error pages (spec portal-shell 2.1 and 2.8). */
export const ERROR_PATHS = {
  forbidden: '/errors/403',
  notFound: '/errors/404',
  tip: '/errors/tip',
  developing: '/errors/developing',
} as const;

/**
 * `/errors/tip?message=...`: the error-tip page with its message (spec 2.1: errors-tip takes a message), and
 * `&retry=<path>` when loading that page again may work (a server that did not answer in time).
 */
export function errorTipPath(message: string, retry?: string): string {
  const again = retry === undefined ? '' : `&retry=${encodeURIComponent(retry)}`;
  return `${ERROR_PATHS.tip}?message=${encodeURIComponent(message)}${again}`;
}

/** A retry target the error-tip page may load: a path of this portal, never another origin or an error page. */
export function isRetryPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/errors/');
}

/**
 * spec portal-shell 2.1: when not signed in, the main layout redirects to
 * login, passing the redirect path and query.
 * @example loginPathFor('/pages/main/workbench/todo', '?a=1') // '/login?redirect=%2Fpages%2Fmain%2Fworkbench%2Ftodo%3Fa%3D1'
 */
export function loginPathFor(pathname: string, search = ''): string {
  const target = `${pathname}${search}`;
  if (target === '' || target === '/' || SIGN_IN_PATHS.includes(pathname)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** spec portal-shell 2.1: a navigation to a path containing `-ui/pages/main` is cancelled. */
export function isCancelledNavigation(pathname: string): boolean {
  return pathname.includes('-ui/pages/main');
}

/** spec portal-shell 2.1: the company-register page, a page of the em-ui sub-app, where a supplier whose registration needs completing is sent. */
export const COMPANY_REGISTER_APP = 'em-ui';
export const COMPANY_REGISTER_PATH = `${MAIN_PATH}/${COMPANY_REGISTER_APP}/company-register`;
/** Its title in the tabs, the history and the document title (it has no menu entry to name it). */
export const COMPANY_REGISTER_TITLE_KEY = 'companyRegister.pageTitle';


/** True for single-route paths: no menu history, no menuClick event, no watermark. */
export function isSingleRoutePath(pathname: string): boolean {
  return pathname.includes('single-route');
}

/**
 * spec portal-shell 2.1: "entries of a mixin app go under /mixin/{app}/...": an app's menu
 * entries are also served at `/mixin/{app}/{route}`, the same page as
 * `/pages/main/{app}/{route}` without the portal's chrome (top bar, side menu, tabs), for a
 * host that mixes the page into its own screen.
 */
export const MIXIN_PATH = '/mixin';

/** True for `/mixin` and the paths under it. */
export function isMixinPath(pathname: string): boolean {
  return pathname === MIXIN_PATH || pathname.startsWith(`${MIXIN_PATH}/`);
}

/** The /pages/main path a mixin path stands for (other paths unchanged). */
export function mainPathOfMixin(pathname: string): string {
  return isMixinPath(pathname) ? `${MAIN_PATH}${pathname.slice(MIXIN_PATH.length)}` : pathname;
}

/** The mixin path of a /pages/main path (other paths unchanged). */
export function mixinPathOf(mainPath: string): string {
  return mainPath.startsWith(`${MAIN_PATH}/`) ? `${MIXIN_PATH}${mainPath.slice(MAIN_PATH.length)}` : mainPath;
}

/** The workflow editions' sub-app shells (spec workflow 2.1): `/{shell}/{name}-ui/...`. */
export const WORKFLOW_SHELLS: ReadonlySet<string> = new Set(['bpm-ui', 'fw-ui', 'jcy-ui']);

/** spec portal-shell 2.1: paths containing single-route, bpm-ui, fw-ui or jcy-ui show no watermark. */
export function showsWatermark(pathname: string): boolean {
  return !/single-route|bpm-ui|fw-ui|jcy-ui/.test(pathname);
}

/** spec portal-shell 2.8: the back-home and logout buttons of error pages are hidden on bpm, fw and jcy. */
export function errorButtonsHidden(platform: Platform): boolean {
  return platform === 'bpm' || platform === 'fw' || platform === 'jcy';
}

/** True for paths under the main layout (`/pages/main` and below). */
export function isMainPath(pathname: string): boolean {
  return pathname === MAIN_PATH || pathname.startsWith(`${MAIN_PATH}/`);
}

/** The path without trailing slashes (the root stays `/`). */
export function trimTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
