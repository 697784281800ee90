/**
 * Opened views (spec portal-shell 3 "Opened view", 4 "Views"): the tabs of
 * pages the user has open, grouped by app. Pushing activates a view and its
 * app; removing the active one activates its neighbour, else the previous
 * app's last view, else home. Write atoms return where to navigate, so the
 * store stays free of the router.
 */
import { atom, type Getter, type Setter } from 'jotai';
import type { LocalizedText } from '../../core/schema/types';

export const HOME_PATH = '/pages/main/home';

export interface OpenedView {
  appId: string;
  appName: string;
  i18nAppTitle?: LocalizedText;
  /** Route path without query. Identifies the view. */
  path: string;
  /** Path with query, where the tab goes back to. */
  fullPath: string;
  routePath: string;
  docId?: string;
  title: LocalizedText;
  i18nTitle?: LocalizedText;
}

export const viewsAtom = atom<readonly OpenedView[]>([]);
export const activePathAtom = atom<string | undefined>(undefined);

/** The app of the active view. */
export const activeAppIdAtom = atom((get) => {
  const active = get(activePathAtom);
  return get(viewsAtom).find((view) => view.path === active)?.appId;
});

/** The path of the view each app showed last (appId -> path). */
const lastPathByAppAtom = atom<Readonly<Record<string, string>>>({});

/**
 * The view an app showed last, if it is still open (else the app's last
 * opened one): reopening an app goes back there (spec portal-shell 3, views
 * grouped by app with a redirect to the last full path).
 */
export const lastViewOfAppAtom = (appId: string) =>
  atom((get) => {
    const views = get(viewsAtom).filter((view) => view.appId === appId);
    const last = Object.prototype.hasOwnProperty.call(get(lastPathByAppAtom), appId) ? get(lastPathByAppAtom)[appId] : undefined;
    return views.find((view) => view.path === last) ?? views.at(-1);
  });

type RemoveHandler = (view: OpenedView) => void;
const removeHandlers = new Map<string, RemoveHandler>();

/** An app's handler, called when one of its views is removed (spec 4.2). Returns an unregister function. */
export function registerRemoveHandler(appId: string, handler: RemoveHandler): () => void {
  removeHandlers.set(appId, handler);
  return () => {
    if (removeHandlers.get(appId) === handler) removeHandlers.delete(appId);
  };
}

/** Opens (or refreshes) a view and makes it active. */
export const pushViewAtom = atom(null, (get, set, view: OpenedView) => {
  const views = get(viewsAtom);
  const index = views.findIndex((v) => v.path === view.path);
  set(viewsAtom, index < 0 ? [...views, view] : views.map((v, i) => (i === index ? view : v)));
  set(activePathAtom, view.path);
  set(lastPathByAppAtom, { ...get(lastPathByAppAtom), [view.appId]: view.path });
});

/** Where to go when `removed` (the active view) is gone, given what remains. */
function successor(before: readonly OpenedView[], removed: OpenedView, remaining: readonly OpenedView[]): string {
  const sameApp = before.filter((v) => v.appId === removed.appId);
  const position = sameApp.findIndex((v) => v.path === removed.path);
  const neighbour = sameApp[position + 1] ?? sameApp[position - 1];
  if (neighbour && remaining.includes(neighbour)) return neighbour.fullPath;
  // The previous app: the app of the last remaining view opened before this app's first view.
  const appOrder = [...new Set(before.map((v) => v.appId))];
  const appIndex = appOrder.indexOf(removed.appId);
  for (let i = appIndex - 1; i >= 0; i -= 1) {
    const last = remaining.filter((v) => v.appId === appOrder[i]).at(-1);
    if (last) return last.fullPath;
  }
  const other = remaining.at(-1);
  return other ? other.fullPath : HOME_PATH;
}

function removeMany(get: Getter, set: Setter, doomed: (view: OpenedView) => boolean): { navigateTo: string | undefined } {
  const before = get(viewsAtom);
  const active = get(activePathAtom);
  const removed = before.filter(doomed);
  if (removed.length === 0) return { navigateTo: undefined };
  const remaining = before.filter((v) => !doomed(v));
  for (const view of removed) removeHandlers.get(view.appId)?.(view);
  set(viewsAtom, remaining);
  const activeRemoved = removed.find((v) => v.path === active);
  if (!activeRemoved) return { navigateTo: undefined };
  const navigateTo = successor(before, activeRemoved, remaining);
  const next = remaining.find((v) => v.fullPath === navigateTo);
  set(activePathAtom, next?.path);
  return { navigateTo };
}

/** Closes one view. */
export const removeViewAtom = atom(null, (get, set, path: string) => removeMany(get, set, (v) => v.path === path));

/**
 * Closes the active view (a screen that is done, spec workflow 4.4: "the
 * current view closes"). With no active view there is nothing to close and
 * the user goes home.
 */
export const removeActiveViewAtom = atom(null, (get, set): { navigateTo: string } => {
  const active = get(activePathAtom);
  const { navigateTo } = active === undefined ? { navigateTo: undefined } : removeMany(get, set, (v) => v.path === active);
  return { navigateTo: navigateTo ?? HOME_PATH };
});

/** Closes every view of the same app but `path` (tab menu "close others"). */
export const removeOtherViewsAtom = atom(null, (get, set, path: string) => {
  const keep = get(viewsAtom).find((v) => v.path === path);
  if (!keep) return { navigateTo: undefined };
  const result = removeMany(get, set, (v) => v.appId === keep.appId && v.path !== path);
  if (get(activePathAtom) !== path) {
    set(activePathAtom, path);
    return { navigateTo: keep.fullPath };
  }
  return result;
});

/** Closes every view of one app (tab menu "close all"), or of all apps. */
export const removeAllViewsAtom = atom(null, (get, set, appId?: string) =>
  removeMany(get, set, (v) => appId === undefined || v.appId === appId),
);

/** Empties the store (logout). Remove handlers are not called: nothing is left to clean up. */
export const clearViewsAtom = atom(null, (_get, set) => {
  set(viewsAtom, []);
  set(activePathAtom, undefined);
  set(lastPathByAppAtom, {});
});

/**
 * Moves the view at `path` to where `target` is among the same app's views (a tab dragged onto another,
 * or moved by keyboard): before it when moving left, after it when moving right. Other apps' views keep
 * their places; a target of another app, or the view itself, changes nothing.
 */
export const moveViewAtom = atom(null, (get, set, path: string, target: string) => {
  const views = get(viewsAtom);
  const from = views.findIndex((v) => v.path === path);
  const to = views.findIndex((v) => v.path === target);
  const moving = views[from];
  if (!moving || to < 0 || from === to || views[to]?.appId !== moving.appId) return;
  const next = views.filter((_, i) => i !== from);
  // Removing `from` shifts later indexes down by one: inserting at `to` then lands after the target.
  next.splice(to, 0, moving);
  set(viewsAtom, next);
});
