/**
 * What a navigation under /pages/main leaves behind (spec portal-shell 2.1
 * and 3 "Opened view"): the opened view of the tabs bar and the menu history
 * entry. Pure: built from the resolution of the path.
 */
import type { LocalizedText } from '../../core/schema/types';
import type { OpenedView } from '../state/views';
import type { MainResolution } from './resolveMainPath';

/** App id of the views of the fixed children (user-setting, bulletins, ...). */
export const MAIN_APP_ID = 'main';

/** A view and its title key, for a resolution that opens one (home and error pages do not). */
export function viewOf(resolution: MainResolution, pathname: string, search: string): (OpenedView & { titleKey?: string }) | undefined {
  const fullPath = `${pathname}${search}`;
  switch (resolution.kind) {
    case 'child':
      if (resolution.child.name === 'home') return undefined;
      return {
        appId: MAIN_APP_ID,
        appName: MAIN_APP_ID,
        // The detail of a bulletin is one view per bulletin: the path identifies it.
        path: pathname,
        fullPath,
        routePath: resolution.child.pattern,
        title: resolution.child.titleKey,
        titleKey: resolution.child.titleKey,
      };
    case 'menu': {
      const { route, app, container } = resolution;
      // A tab's view is its container's: one tab per page, remembering the last tab.
      const owner = container ?? route;
      const title: LocalizedText = owner.title;
      return {
        appId: String(app.permissionId),
        appName: app.route,
        i18nAppTitle: app.title,
        path: owner.path,
        fullPath,
        routePath: route.path,
        ...(route.docId ? { docId: route.docId } : {}),
        title,
        ...(owner.titleKey ? { i18nTitle: owner.titleKey, titleKey: owner.titleKey } : {}),
      };
    }
    case 'embedded':
      if (resolution.single) return undefined;
      return {
        appId: resolution.menuApp ? String(resolution.menuApp.permissionId) : resolution.app,
        appName: resolution.app,
        path: pathname,
        fullPath,
        routePath: pathname,
        title: resolution.titleKey ?? (resolution.path === '/' ? resolution.app : `${resolution.app}${resolution.path}`),
        ...(resolution.titleKey ? { titleKey: resolution.titleKey } : {}),
      };
    default:
      return undefined;
  }
}
