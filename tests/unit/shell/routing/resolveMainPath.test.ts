import { buildMenuModel, type PermissionNode } from '../../../../src/menu';
import { matchPattern } from '../../../../src/menu/mainChildren';
import { isMixinPath, mainPathOfMixin, mixinPathOf } from '../../../../src/shell/routing/paths';
import { resolveMainPath, resolveMixinPath } from '../../../../src/shell/routing/resolveMainPath';
import { permissionNode } from '../../../helpers/permissionNodes';


const nodes: PermissionNode[] = [
  permissionNode({ permissionId: 1, type: 2, appRoute: 'workbench' }),
  permissionNode({ permissionId: 2, parentId: 1, type: 1, appRoute: 'todo', uri: 'schema:home/todo' }),
  permissionNode({ permissionId: 3, parentId: 1, type: 7, appRoute: 'enterprise' }),
  permissionNode({ permissionId: 4, parentId: 3, type: 4, appRoute: 'info', uri: 'schema:enterprise/info' }),
  permissionNode({ permissionId: 5, parentId: 3, type: 4, appRoute: 'contacts', uri: 'schema:enterprise/contacts' }),
  permissionNode({ permissionId: 6, parentId: 1, type: 1, appRoute: 'retired', uri: 'schema:x', status: 0 }),
  permissionNode({ permissionId: 10, type: 11, appRoute: 'sub-ui', uri: 'sub-ui' }),
  permissionNode({ permissionId: 11, parentId: 10, type: 1, appRoute: 'sourcing/home', uri: 'sub-ui/sourcing/home' }),
  permissionNode({ permissionId: 20, type: 2, appRoute: 'contracts' }),
  permissionNode({ permissionId: 30, type: 3, permissionCode: 'p_eps_api_msg', isMenu: 0 }),
  permissionNode({ permissionId: 31, type: 3, permissionCode: 'p_conifg_news', isMenu: 0 }),
];
const model = buildMenuModel(nodes);
const has = (key: string): boolean => model.permissionKeys.has(key);
const resolve = (path: string) => resolveMainPath(path, model, has);

describe('resolveMainPath (spec portal-shell 2.1 routing rules)', () => {
  it('sends /pages/main home and an app path to its first page, an empty app home', () => {
    expect(resolve('/pages/main')).toEqual({ kind: 'redirect', to: '/pages/main/home' });
    expect(resolve('/pages/main/')).toEqual({ kind: 'redirect', to: '/pages/main/home' });
    expect(resolve('/pages/main/workbench')).toEqual({ kind: 'redirect', to: '/pages/main/workbench/todo' });
    expect(resolve('/pages/main/contracts')).toEqual({ kind: 'redirect', to: '/pages/main/home' });
  });

  it('resolves the fixed children, their alias and route params', () => {
    expect(resolve('/pages/main/home')).toMatchObject({ kind: 'child', child: { name: 'home' } });
    expect(resolve('/pages/main/user-setting')).toMatchObject({ kind: 'child', child: { screenId: 'user/setting' } });
    expect(resolve('/pages/main/bulletins/detail/42')).toMatchObject({ kind: 'child', child: { name: 'bulletins-detail' }, params: { id: '42' } });
    expect(resolve('/pages/main/companymanagement')).toEqual({ kind: 'redirect', to: '/pages/main/enterprise' });
  });

  it('answers 403 for a fixed child whose permission is missing', () => {
    // Neither company management nor enterprise info is held here.
    expect(resolve('/pages/main/enterprise')).toEqual({ kind: 'forbidden' });
    const withKey = buildMenuModel([...nodes, permissionNode({ permissionId: 40, type: 3, permissionCode: 'p_usercenter_company_management', isMenu: 0 })]);
    expect(resolveMainPath('/pages/main/enterprise', withKey, (k) => withKey.permissionKeys.has(k))).toMatchObject({ kind: 'child' });
  });

  it('resolves menu routes, and a tab container to its first tab', () => {
    expect(resolve('/pages/main/workbench/todo')).toMatchObject({ kind: 'menu', route: { target: { kind: 'schema', id: 'home/todo' } }, app: { route: 'workbench' } });
    expect(resolve('/pages/main/workbench/enterprise')).toEqual({ kind: 'redirect', to: '/pages/main/workbench/enterprise/info' });
    expect(resolve('/pages/main/workbench/enterprise/contacts')).toMatchObject({
      kind: 'menu',
      route: { containerPath: '/pages/main/workbench/enterprise' },
      container: { path: '/pages/main/workbench/enterprise' },
    });
  });

  it('answers 403 inside a granted app for a page not granted or inactive, 404 elsewhere', () => {
    expect(resolve('/pages/main/workbench/retired')).toEqual({ kind: 'forbidden' });
    expect(resolve('/pages/main/workbench/anything')).toEqual({ kind: 'forbidden' });
    expect(resolve('/pages/main/usercenter/user-setting')).toEqual({ kind: 'notFound' });
    expect(resolve('/pages/main/nothing-here')).toEqual({ kind: 'notFound' });
    expect(resolve('/elsewhere')).toEqual({ kind: 'notFound' });
  });

  it('adds unknown paths of a granted embedded app dynamically, and serves single-route shells', () => {
    expect(resolve('/pages/main/sub-ui/sourcing/home')).toMatchObject({ kind: 'menu' });
    expect(resolve('/pages/main/sub-ui/orders/42')).toMatchObject({ kind: 'embedded', app: 'sub-ui', path: '/orders/42', single: false });
    expect(resolve('/pages/main/sum-ui/single-route')).toMatchObject({ kind: 'embedded', app: 'sum-ui', single: true });
    expect(resolve('/pages/main/pec-ui/home')).toEqual({ kind: 'notFound' });
  });

  it('opens the company-register page of the em-ui app for anyone signed in, with its own title (no menu entry names it)', () => {
    expect(resolve('/pages/main/em-ui/company-register')).toEqual({
      kind: 'embedded', app: 'em-ui', path: '/company-register', single: false, menuApp: undefined, titleKey: 'companyRegister.pageTitle',
    });
    expect(resolve('/pages/main/em-ui/company-register/')).toMatchObject({ kind: 'embedded', app: 'em-ui' });
    // Only that page: the rest of em-ui is nobody's app here.
    expect(resolve('/pages/main/em-ui/other')).toEqual({ kind: 'notFound' });
  });

  it('matches patterns segment by segment', () => {
    expect(matchPattern('bulletins/detail/:id', 'bulletins/detail/a%20b')).toEqual({ id: 'a b' });
    expect(matchPattern('bulletins/detail/:id', 'bulletins/detail')).toBeUndefined();
    expect(matchPattern('bulletins/detail/:id', 'bulletins/detail/1/2')).toBeUndefined();
    expect(matchPattern('bulletins/detail/:id', 'bulletins/detail/%E0%A4%A')).toBeUndefined();
  });
});

describe('resolveMixinPath (spec portal-shell 2.1: entries of a mixin app go under /mixin/{app}/...)', () => {
  const mixin = (path: string) => resolveMixinPath(path, model, has);

  it('maps /mixin paths to their /pages/main entries and back', () => {
    expect(isMixinPath('/mixin/workbench/todo')).toBe(true);
    expect(isMixinPath('/mixins/x')).toBe(false);
    expect(mainPathOfMixin('/mixin/workbench/todo')).toBe('/pages/main/workbench/todo');
    expect(mixinPathOf('/pages/main/workbench/todo')).toBe('/mixin/workbench/todo');
    expect(mixinPathOf('/errors/404')).toBe('/errors/404');
  });

  it("shows an app's entries with the same permission rules, redirects staying under /mixin", () => {
    expect(mixin('/mixin/workbench/todo')).toMatchObject({ kind: 'menu', route: { path: '/pages/main/workbench/todo' } });
    expect(mixin('/mixin/workbench')).toEqual({ kind: 'redirect', to: '/mixin/workbench/todo' });
    expect(mixin('/mixin/workbench/enterprise')).toEqual({ kind: 'redirect', to: '/mixin/workbench/enterprise/info' });
    expect(mixin('/mixin/sub-ui/orders/42')).toMatchObject({ kind: 'embedded', app: 'sub-ui', path: '/orders/42' });
    expect(mixin('/mixin/workbench/retired')).toEqual({ kind: 'forbidden' });
    expect(mixin('/mixin/nothing-here')).toEqual({ kind: 'notFound' });
  });

  it("refuses the portal's own pages (not app entries) with 404", () => {
    expect(mixin('/mixin/home')).toEqual({ kind: 'notFound' });
    expect(mixin('/mixin/user-setting')).toEqual({ kind: 'notFound' });
  });
});
