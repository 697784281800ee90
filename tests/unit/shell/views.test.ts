// @vitest-environment node
import { createStore } from 'jotai';
import {
  activeAppIdAtom,
  activePathAtom,
  clearViewsAtom,
  HOME_PATH,
  lastViewOfAppAtom,
  moveViewAtom,
  pushViewAtom,
  registerRemoveHandler,
  removeAllViewsAtom,
  removeOtherViewsAtom,
  removeActiveViewAtom,
  removeViewAtom,
  viewsAtom,
  type OpenedView,
} from '../../../src/shell/state/views';

const view = (appId: string, name: string): OpenedView => ({
  appId,
  appName: appId,
  path: `/pages/main/${appId}/${name}`,
  fullPath: `/pages/main/${appId}/${name}?q=1`,
  routePath: `/pages/main/${appId}/${name}`,
  title: name,
});

describe('view store (spec portal-shell 4 "Views")', () => {
  it('remembers the view each app showed last, for reopening the app (spec 3)', () => {
    const store = createStore();
    store.set(pushViewAtom, view('a', 'one'));
    store.set(pushViewAtom, view('a', 'two'));
    store.set(pushViewAtom, view('b', 'three'));
    store.set(pushViewAtom, view('a', 'one'));
    expect(store.get(lastViewOfAppAtom('a'))?.fullPath).toBe('/pages/main/a/one?q=1');
    expect(store.get(lastViewOfAppAtom('b'))?.fullPath).toBe('/pages/main/b/three?q=1');
    // Closed: the app's last opened remaining view, then none.
    store.set(removeViewAtom, '/pages/main/a/one');
    expect(store.get(lastViewOfAppAtom('a'))?.path).toBe('/pages/main/a/two');
    store.set(clearViewsAtom);
    expect(store.get(lastViewOfAppAtom('a'))).toBeUndefined();
  });

  it('push activates the view and its app, and does not duplicate', () => {
    const store = createStore();
    store.set(pushViewAtom, view('a', 'one'));
    store.set(pushViewAtom, view('b', 'two'));
    store.set(pushViewAtom, { ...view('a', 'one'), title: 'renamed' });
    expect(store.get(viewsAtom).map((v) => v.title)).toEqual(['renamed', 'two']);
    expect(store.get(activePathAtom)).toBe('/pages/main/a/one');
    expect(store.get(activeAppIdAtom)).toBe('a');
  });

  it('removing the active view activates its neighbour in the same app', () => {
    const store = createStore();
    for (const name of ['one', 'two', 'three']) store.set(pushViewAtom, view('a', name));
    store.set(pushViewAtom, view('a', 'two'));
    expect(store.set(removeViewAtom, '/pages/main/a/two')).toEqual({ navigateTo: '/pages/main/a/three?q=1' });
    expect(store.get(activePathAtom)).toBe('/pages/main/a/three');
    // The last one falls back to the one before it.
    expect(store.set(removeViewAtom, '/pages/main/a/three')).toEqual({ navigateTo: '/pages/main/a/one?q=1' });
  });

  it('then the previous app, then home', () => {
    const store = createStore();
    store.set(pushViewAtom, view('a', 'one'));
    store.set(pushViewAtom, view('b', 'two'));
    expect(store.set(removeViewAtom, '/pages/main/b/two')).toEqual({ navigateTo: '/pages/main/a/one?q=1' });
    expect(store.get(activeAppIdAtom)).toBe('a');
    expect(store.set(removeViewAtom, '/pages/main/a/one')).toEqual({ navigateTo: HOME_PATH });
    expect(store.get(activePathAtom)).toBeUndefined();
  });

  it('removing an inactive view does not navigate', () => {
    const store = createStore();
    store.set(pushViewAtom, view('a', 'one'));
    store.set(pushViewAtom, view('a', 'two'));
    expect(store.set(removeViewAtom, '/pages/main/a/one')).toEqual({ navigateTo: undefined });
    expect(store.get(viewsAtom)).toHaveLength(1);
  });

  it('calls the app remove handler for each removed view', () => {
    const store = createStore();
    const removed: string[] = [];
    const unregister = registerRemoveHandler('a', (v) => removed.push(v.path));
    store.set(pushViewAtom, view('a', 'one'));
    store.set(pushViewAtom, view('a', 'two'));
    store.set(removeAllViewsAtom, 'a');
    unregister();
    expect(removed).toEqual(['/pages/main/a/one', '/pages/main/a/two']);
  });

  it('close others keeps one view of the app and activates it; other apps stay', () => {
    const store = createStore();
    store.set(pushViewAtom, view('b', 'x'));
    for (const name of ['one', 'two', 'three']) store.set(pushViewAtom, view('a', name));
    expect(store.set(removeOtherViewsAtom, '/pages/main/a/one')).toEqual({ navigateTo: '/pages/main/a/one?q=1' });
    expect(store.get(viewsAtom).map((v) => v.path)).toEqual(['/pages/main/b/x', '/pages/main/a/one']);
  });

  it('close all of an app goes to the previous app; clear empties everything', () => {
    const store = createStore();
    store.set(pushViewAtom, view('b', 'x'));
    store.set(pushViewAtom, view('a', 'one'));
    expect(store.set(removeAllViewsAtom, 'a')).toEqual({ navigateTo: '/pages/main/b/x?q=1' });
    store.set(clearViewsAtom);
    expect(store.get(viewsAtom)).toEqual([]);
    expect(store.get(activePathAtom)).toBeUndefined();
  });

  it('closing the active view goes to its neighbour; with no active view, home', () => {
    const store = createStore();
    expect(store.set(removeActiveViewAtom)).toEqual({ navigateTo: HOME_PATH });
    store.set(pushViewAtom, view('a', 'one'));
    store.set(pushViewAtom, view('a', 'two'));
    expect(store.set(removeActiveViewAtom)).toEqual({ navigateTo: '/pages/main/a/one?q=1' });
    expect(store.get(viewsAtom).map((v) => v.path)).toEqual(['/pages/main/a/one']);
    expect(store.set(removeActiveViewAtom)).toEqual({ navigateTo: HOME_PATH });
    expect(store.get(viewsAtom)).toEqual([]);
  });

  it('moves a tab before or after another of the same app; other apps\' tabs keep their places', () => {
    const store = createStore();
    for (const v of [view('a', 'one'), view('b', 'x'), view('a', 'two'), view('a', 'three')]) store.set(pushViewAtom, v);
    const order = () => store.get(viewsAtom).map((v) => v.path.replace('/pages/main/', ''));
    store.set(moveViewAtom, '/pages/main/a/three', '/pages/main/a/one');
    expect(order()).toEqual(['a/three', 'a/one', 'b/x', 'a/two']);
    store.set(moveViewAtom, '/pages/main/a/three', '/pages/main/a/two');
    expect(order()).toEqual(['a/one', 'b/x', 'a/two', 'a/three']);
    // Onto another app's tab, onto itself, or an unknown one: nothing moves.
    store.set(moveViewAtom, '/pages/main/a/one', '/pages/main/b/x');
    store.set(moveViewAtom, '/pages/main/a/one', '/pages/main/a/one');
    store.set(moveViewAtom, '/pages/main/a/nope', '/pages/main/a/one');
    expect(order()).toEqual(['a/one', 'b/x', 'a/two', 'a/three']);
    expect(store.get(activePathAtom)).toBe('/pages/main/a/three');
  });
});
