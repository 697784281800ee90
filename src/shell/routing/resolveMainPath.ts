/**
 * What a path under /pages/main shows (spec portal-shell 2.1 routing rules):
 * a fixed child, a menu route of the permission tree, an embedded sub-app,
 * a redirect, the 403 page (the page exists for someone but not for this
 * user) or the 404 page. Pure: the caller passes the menu model and the
 * permission check.
 */
import { checkPermission } from '../../core/permission';
import type { MenuApp, MenuModel, MenuRoute } from '../../menu';
import { MAIN_CHILDREN, matchPattern, type MainChild } from '../../menu/mainChildren';
import { COMPANY_REGISTER_APP, COMPANY_REGISTER_PATH, COMPANY_REGISTER_TITLE_KEY, HOME_PATH, MAIN_PATH, isSingleRoutePath, mainPathOfMixin, mixinPathOf, trimTrailingSlash } from './paths';

export type MainResolution =
  | { kind: 'redirect'; to: string }
  | { kind: 'child'; child: MainChild; params: Readonly<Record<string, string>> }
  | { kind: 'menu'; route: MenuRoute; app: MenuApp; container: MenuRoute | undefined }
  | { kind: 'embedded'; app: string; path: string; single: boolean; menuApp: MenuApp | undefined; titleKey?: string }
  | { kind: 'forbidden' }
  | { kind: 'notFound' };

/** The app a menu route belongs to. */
export function appOfRoute(model: MenuModel, route: MenuRoute): MenuApp | undefined {
  return model.apps.find((app) => app.permissionId === route.appId);
}

/**
 * Resolves `pathname` (under /pages/main) against the fixed children and the
 * menu model.
 * - `/pages/main` goes home; an app's own path goes to its first page (or home);
 * - a tab container goes to its first tab;
 * - a fixed child without its permission, a path inside a granted app that is
 *   not granted, and an inactive menu node's path are 403;
 * - unknown `{name}-ui` paths of a granted embedded app go to that app
 *   (spec 2.1: unknown micro-app paths are added dynamically);
 * - the company-register page is the em-ui app's, for anyone signed in
 *   (spec 2.1 names the route: it is where the portal sends a supplier, not a menu entry);
 * - everything else is 404.
 */
export function resolveMainPath(pathname: string, model: MenuModel, has: (key: string) => boolean): MainResolution {
  const path = trimTrailingSlash(pathname);
  if (path === MAIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (!path.startsWith(`${MAIN_PATH}/`)) return { kind: 'notFound' };
  const rest = path.slice(MAIN_PATH.length + 1);

  for (const child of MAIN_CHILDREN) {
    const alias = child.aliases.find((a) => a === rest);
    if (alias) return { kind: 'redirect', to: `${MAIN_PATH}/${child.pattern}` };
    const params = matchPattern(child.pattern, rest);
    if (!params) continue;
    if (!checkPermission(child.permission, has)) return { kind: 'forbidden' };
    return { kind: 'child', child, params };
  }

  if (isSingleRoutePath(path)) {
    const app = rest.split('/')[0] ?? '';
    return { kind: 'embedded', app, path: `/${rest.split('/').slice(1).join('/')}`, single: true, menuApp: undefined };
  }

  if (path === COMPANY_REGISTER_PATH) {
    const page = path.slice(`${MAIN_PATH}/${COMPANY_REGISTER_APP}`.length);
    return { kind: 'embedded', app: COMPANY_REGISTER_APP, path: page, single: false, menuApp: undefined, titleKey: COMPANY_REGISTER_TITLE_KEY };
  }

  const route = model.routesByPath.get(path);
  if (route) {
    const app = appOfRoute(model, route);
    if (!app) return { kind: 'notFound' };
    if (route.tabs.length > 0) {
      const first = route.tabs[0] as MenuRoute;
      return { kind: 'redirect', to: first.path };
    }
    const container = route.containerPath ? model.routesByPath.get(route.containerPath) : undefined;
    return { kind: 'menu', route, app, container };
  }

  const segment = rest.split('/')[0] ?? '';
  const app = model.apps.find((a) => a.route === segment);
  if (app && rest === segment) return { kind: 'redirect', to: app.redirect ?? HOME_PATH };
  if (app && /-ui$/.test(segment)) {
    return { kind: 'embedded', app: segment, path: `/${rest.slice(segment.length + 1)}`, single: false, menuApp: app };
  }
  // The app is the user's, the page inside it is not granted (or not active): no permission.
  if (app) return { kind: 'forbidden' };
  return { kind: 'notFound' };
}

/**
 * What a `/mixin/{app}/...` path shows (spec portal-shell 2.1): the app entry of the same path
 * under /pages/main, with the same permission rules; a redirect inside an app stays under
 * /mixin; the portal's own pages (home, settings, ...) are not app entries: 404.
 */
export function resolveMixinPath(pathname: string, model: MenuModel, has: (key: string) => boolean): MainResolution {
  const resolution = resolveMainPath(mainPathOfMixin(pathname), model, has);
  if (resolution.kind === 'child') return { kind: 'notFound' };
  if (resolution.kind === 'redirect' && resolution.to !== HOME_PATH) return { kind: 'redirect', to: mixinPathOf(resolution.to) };
  return resolution;
}
