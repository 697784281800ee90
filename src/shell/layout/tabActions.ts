/**
 * The tabs bar's right-click menu (spec portal-shell 2.3 and workflow 2.2):
 * close, close others, close all, over the view store. Returns where to
 * navigate when the active view went away (the store's activation rules,
 * spec 4: neighbour, else the previous app's last view, else home).
 */
import { atom } from 'jotai';
import { removeAllViewsAtom, removeOtherViewsAtom, removeViewAtom, viewsAtom } from '../state/views';

export const TAB_ACTIONS = ['close', 'closeOthers', 'closeAll'] as const;
export type TabAction = (typeof TAB_ACTIONS)[number];

/** Runs a tab action on the view at `path`; resolves to `{ navigateTo }`. */
export const tabActionAtom = atom(null, (get, set, action: TabAction, path: string): { navigateTo: string | undefined } => {
  const view = get(viewsAtom).find((v) => v.path === path);
  if (!view) return { navigateTo: undefined };
  switch (action) {
    case 'close':
      return set(removeViewAtom, path);
    case 'closeOthers':
      return set(removeOtherViewsAtom, path);
    case 'closeAll':
      return set(removeAllViewsAtom, view.appId);
  }
});
