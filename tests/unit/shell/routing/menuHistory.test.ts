// @vitest-environment jsdom
import { createStore } from 'jotai';
import { buildMenuModel, type PermissionNode } from '../../../../src/menu';
import {
  ANALYTICS_EVENT,
  HISTORY_LIMIT,
  addEntry,
  analyticsEnabled,
  commonAppIds,
  historyOfAtom,
  recordVisitAtom,
  trackMenuClick,
  type MenuHistoryEntry,
} from '../../../../src/shell/routing/menuHistory';
import { MAIN_APP_ID, viewOf } from '../../../../src/shell/routing/navigationRecord';
import { resolveMainPath } from '../../../../src/shell/routing/resolveMainPath';

const entry = (appId: string, path: string, time = 0): MenuHistoryEntry => ({ appId, path, title: path, time });

describe('menu history (spec portal-shell 2.1)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest visit first, one per path, within the limit', () => {
    let list: MenuHistoryEntry[] = [];
    list = addEntry(list, entry('1', '/a'));
    list = addEntry(list, entry('1', '/b'));
    list = addEntry(list, entry('2', '/a', 5));
    expect(list.map((e) => e.path)).toEqual(['/a', '/b']);
    expect(list[0]?.appId).toBe('2');
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) list = addEntry(list, entry('1', `/p${i}`));
    expect(list).toHaveLength(HISTORY_LIMIT);
  });

  it('records per user in local storage', () => {
    const store = createStore();
    store.set(recordVisitAtom, 7, entry('1', '/pages/main/workbench/todo'));
    store.set(recordVisitAtom, 8, entry('1', '/pages/main/workbench/bulletins'));
    expect(store.get(historyOfAtom(7)).map((e) => e.path)).toEqual(['/pages/main/workbench/todo']);
    expect(JSON.parse(window.localStorage.getItem('menu.history') ?? '{}')['8'][0].path).toBe('/pages/main/workbench/bulletins');
    expect(store.get(historyOfAtom(undefined))).toEqual([]);
  });

  it('ranks common apps by how often they were visited', () => {
    const list = [entry('2', '/x'), entry('1', '/a'), entry('1', '/b'), entry('3', '/c'), entry('1', '/d'), entry('3', '/e')];
    expect(commonAppIds(list)).toEqual(['1', '3', '2']);
    expect(commonAppIds(list, 1)).toEqual(['1']);
  });

  it('sends menuClick only when the parameter enables analytics', () => {
    const seen: unknown[] = [];
    const listener = (event: Event): void => void seen.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    expect(analyticsEnabled({ EPS_ANALYTICS_ENABLE: 'N' })).toBe(false);
    expect(analyticsEnabled({})).toBe(false);
    expect(analyticsEnabled({ EPS_ANALYTICS_ENABLE: 'Y' })).toBe(true);
    expect(trackMenuClick(false, { appId: '1', path: '/a', title: 'A' })).toBe(false);
    expect(trackMenuClick(true, { appId: '1', path: '/a', title: 'A' })).toBe(true);
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(seen).toEqual([{ event: 'menuClick', appId: '1', path: '/a', title: 'A' }]);
  });
});

describe('opened views from navigations', () => {
  const node = (p: Partial<PermissionNode> & Pick<PermissionNode, 'permissionId' | 'type'>): PermissionNode => ({
    parentId: null, name: `n${p.permissionId}`, permissionCode: `c${p.permissionId}`, isMenu: 1, status: 1, appCode: '2', ...p,
  });
  const model = buildMenuModel([
    node({ permissionId: 1, type: 2, appRoute: 'w', i18nTitle: { 'zh-cn': '工作台', en: 'Workbench' } }),
    node({ permissionId: 2, parentId: 1, type: 1, appRoute: 'todo', uri: 'schema:home/todo', translateCode: 'menu.todo', docId: 'doc-1' }),
    node({ permissionId: 3, parentId: 1, type: 7, appRoute: 'ent', translateCode: 'menu.ent' }),
    node({ permissionId: 4, parentId: 3, type: 4, appRoute: 'info', uri: 'schema:a' }),
    node({ permissionId: 5, parentId: 3, type: 4, appRoute: 'contacts', uri: 'schema:b' }),
  ]);
  const view = (path: string, search = '') => viewOf(resolveMainPath(path, model, () => true), path, search);

  it('opens a view per menu page with its app, title key and doc id', () => {
    expect(view('/pages/main/w/todo', '?s=1')).toMatchObject({
      appId: '1', appName: 'w', path: '/pages/main/w/todo', fullPath: '/pages/main/w/todo?s=1', docId: 'doc-1', titleKey: 'menu.todo',
    });
  });

  it('makes the tabs of a container one view that remembers the last tab', () => {
    expect(view('/pages/main/w/ent/contacts')).toMatchObject({ path: '/pages/main/w/ent', fullPath: '/pages/main/w/ent/contacts', titleKey: 'menu.ent' });
  });

  it('groups the fixed children under the main app, and opens no view for home, errors or single-route shells', () => {
    expect(view('/pages/main/user-setting')).toMatchObject({ appId: MAIN_APP_ID, title: 'layout.routes.userSetting' });
    expect(view('/pages/main/home')).toBeUndefined();
    expect(view('/pages/main/nowhere')).toBeUndefined();
    expect(view('/pages/main/sum-ui/single-route')).toBeUndefined();
  });
});
