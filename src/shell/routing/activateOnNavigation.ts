/**
 * The router-to-store step of the opened views (spec portal-shell 3): a
 * navigation to a page that already has a tab makes that tab the active view
 * at once, when the router moves, not when the page has rendered.
 *
 * Why: a page renders as a React transition (after its code and data), and
 * MainRoutePage records the view only then. Meanwhile the tabs bar still held
 * the previous view as active, so closing the target's tab (side menu item,
 * link or back button, then a quick click on its close icon) removed a tab the
 * store did not hold as active: nothing navigated, and the page, once
 * rendered, opened the tab again. New views are still pushed by
 * MainRoutePage, which has their titles.
 */
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { activePathAtom, viewsAtom } from '../state/views';
import { viewOf } from './navigationRecord';
import { isMixinPath } from './paths';
import { menuModelAtom } from './portalData';
import { resolveMainPath } from './resolveMainPath';

interface RouterLocation {
  pathname: string;
  search: string;
  key: string;
}

/** What the hook needs of a data router (`createBrowserRouter`): its subscription, called as soon as it moves. */
export interface NavigationSource {
  subscribe(listener: (state: { location: RouterLocation }) => void): () => void;
}

/** Makes the opened view `location` shows the active one, if it has a tab; otherwise leaves the store as is. */
export const activateViewOfLocationAtom = atom(null, (get, set, location: Pick<RouterLocation, 'pathname' | 'search'>) => {
  // A mixin page has no tabs (MainRoutePage), and paths outside /pages/main resolve to no view.
  if (isMixinPath(location.pathname)) return;
  const model = get(menuModelAtom);
  const resolution = resolveMainPath(location.pathname, model, (key) => model.permissionKeys.has(key));
  const view = viewOf(resolution, location.pathname, location.search);
  if (!view || get(activePathAtom) === view.path) return;
  if (get(viewsAtom).some((opened) => opened.path === view.path)) set(activePathAtom, view.path);
});

/** Subscribes the opened views to `router`'s moves (one call per new location, not per router state change). */
export function useActivateViewOnNavigation(router: NavigationSource): void {
  const activate = useSetAtom(activateViewOfLocationAtom);
  useEffect(() => {
    let lastKey: string | undefined;
    return router.subscribe(({ location }) => {
      if (location.key === lastKey) return;
      lastKey = location.key;
      activate(location);
    });
  }, [router, activate]);
}
