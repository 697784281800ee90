import { createStore } from 'jotai';
import { tabActionAtom } from '../../../../src/shell/layout/tabActions';
import { activePathAtom, pushViewAtom, registerRemoveHandler, viewsAtom, type OpenedView } from '../../../../src/shell/state/views';

const view = (appId: string, path: string): OpenedView => ({ appId, appName: appId, path, fullPath: `${path}?v=1`, routePath: path, title: path });

function storeWith(...views: OpenedView[]) {
  const store = createStore();
  for (const v of views) store.set(pushViewAtom, v);
  return store;
}
const paths = (store: ReturnType<typeof createStore>) => store.get(viewsAtom).map((v) => v.path);

describe('tab context menu actions (spec portal-shell 2.3, 4 "Views")', () => {
  it('close on the active tab activates its right neighbour, else the left one', () => {
    const store = storeWith(view('a', '/a1'), view('a', '/a2'), view('a', '/a3'));
    store.set(activePathAtom, '/a2');
    expect(store.set(tabActionAtom, 'close', '/a2')).toEqual({ navigateTo: '/a3?v=1' });
    expect(paths(store)).toEqual(['/a1', '/a3']);
    expect(store.get(activePathAtom)).toBe('/a3');
    expect(store.set(tabActionAtom, 'close', '/a3')).toEqual({ navigateTo: '/a1?v=1' });
  });

  it('close on another tab keeps the active one where it is', () => {
    const store = storeWith(view('a', '/a1'), view('a', '/a2'));
    expect(store.set(tabActionAtom, 'close', '/a1')).toEqual({ navigateTo: undefined });
    expect(store.get(activePathAtom)).toBe('/a2');
  });

  it('close others keeps only that tab of the app, activates it, and leaves other apps alone', () => {
    const store = storeWith(view('b', '/b1'), view('a', '/a1'), view('a', '/a2'), view('a', '/a3'));
    const removed: string[] = [];
    const unregister = registerRemoveHandler('a', (v) => removed.push(v.path));
    expect(store.set(tabActionAtom, 'closeOthers', '/a1')).toEqual({ navigateTo: '/a1?v=1' });
    unregister();
    expect(paths(store)).toEqual(['/b1', '/a1']);
    expect(store.get(activePathAtom)).toBe('/a1');
    expect(removed).toEqual(['/a2', '/a3']);
  });

  it("close all empties the app's tabs and goes to the previous app's last view, else home", () => {
    const store = storeWith(view('b', '/b1'), view('a', '/a1'), view('a', '/a2'));
    expect(store.set(tabActionAtom, 'closeAll', '/a2')).toEqual({ navigateTo: '/b1?v=1' });
    expect(paths(store)).toEqual(['/b1']);
    expect(store.set(tabActionAtom, 'closeAll', '/b1')).toEqual({ navigateTo: '/pages/main/home' });
    expect(paths(store)).toEqual([]);
  });

  it('does nothing for a path that is not open', () => {
    const store = storeWith(view('a', '/a1'));
    expect(store.set(tabActionAtom, 'closeAll', '/zz')).toEqual({ navigateTo: undefined });
    expect(paths(store)).toEqual(['/a1']);
  });
});
