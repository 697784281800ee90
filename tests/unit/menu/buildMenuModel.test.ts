import { buildMenuModel, filterMenu, NODE_TYPE_CODES, parseUri, traitsOf, type PermissionNode } from '../../../src/menu';

let nextId = 1;
function node(partial: Partial<PermissionNode> & Pick<PermissionNode, 'type'>): PermissionNode {
  const id = partial.permissionId ?? nextId++;
  return {
    permissionId: id,
    parentId: null,
    name: `node ${id}`,
    permissionCode: `p_${id}`,
    isMenu: 1,
    status: 1,
    appCode: '2',
    ...partial,
  };
}

describe('menu node types (spec portal-shell 2.3)', () => {
  it.each([
    [2, 'appRoot'],
    [11, 'appRoot'],
  ])('type %i is an app root', (code, trait) => expect(traitsOf(code)?.[trait as 'appRoot']).toBe(true));

  it('lists menu and route entries exactly as the spec says', () => {
    const menu = NODE_TYPE_CODES.filter((c) => traitsOf(c)?.menuEntry).sort((a, b) => a - b);
    const routes = NODE_TYPE_CODES.filter((c) => traitsOf(c)?.routeEntry).sort((a, b) => a - b);
    expect(menu).toEqual([1, 4, 7, 9, 10]);
    expect(routes).toEqual([1, 4, 6, 7, 12]);
    expect(traitsOf(5)).toBeUndefined();
  });
});

describe('parseUri', () => {
  it.each([
    ['schema:home/todo', { kind: 'schema', id: 'home/todo' }],
    ['schema:../etc/passwd', { kind: 'none' }],
    ['builtin:user-setting', { kind: 'builtin', name: 'user-setting' }],
    ['sub-ui/orders/list', { kind: 'embedded', app: 'sub-ui', path: '/orders/list' }],
    ['https://example.com/x', { kind: 'external', url: 'https://example.com/x' }],
    ['/help/index.html', { kind: 'external', url: '/help/index.html' }],
    ['/sub-ui/orders', { kind: 'embedded', app: 'sub-ui', path: '/orders' }],
    ['//evil.example.com/x', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%s', (uri, expected) => expect(parseUri(uri)).toEqual(expected));
});

describe('buildMenuModel', () => {
  const nodes: PermissionNode[] = [
    node({ permissionId: 100, type: 2, appRoute: 'workbench', i18nTitle: { 'zh-cn': '工作台', en: 'Workbench' }, sort: 1 }),
    node({ permissionId: 101, parentId: 100, type: 1, appRoute: 'todo', uri: 'schema:home/todo', sort: 2 }),
    node({ permissionId: 102, parentId: 100, type: 7, appRoute: 'orders', uri: 'schema:orders/overview', sort: 1 }),
    node({ permissionId: 103, parentId: 102, type: 4, appRoute: 'open', uri: 'schema:orders/open' }),
    node({ permissionId: 104, parentId: 102, type: 4, appRoute: 'closed', uri: 'schema:orders/closed' }),
    node({ permissionId: 105, parentId: 100, type: 6, appRoute: 'detail', uri: 'schema:orders/detail' }),
    node({ permissionId: 106, parentId: 100, type: 9, uri: 'https://help.example.com', sort: 3 }),
    node({ permissionId: 107, parentId: 100, type: 12, appRoute: 'flow', uri: 'schema:flow/page' }),
    node({ permissionId: 108, parentId: 100, type: 1, appRoute: 'off', uri: 'schema:x', status: 0 }),
    node({ permissionId: 109, parentId: 100, type: 1, appRoute: 'mobile', uri: 'schema:x', appCode: '1' }),
    node({ permissionId: 110, parentId: null, type: 3, permissionCode: 'p_eps_api_msg', isMenu: 0 }),
    node({ permissionId: 111, parentId: 100, type: 1, appRoute: 'group', sort: 9 }),
    node({ permissionId: 112, parentId: 111, type: 1, appRoute: 'child', uri: 'builtin:user-setting' }),
    node({ permissionId: 200, type: 11, appRoute: 'supplier', sort: 2 }),
  ];
  const model = buildMenuModel(nodes);

  it('makes one app per root, in sort order', () => {
    expect(model.apps.map((a) => a.route)).toEqual(['workbench', 'supplier']);
    expect(model.apps[0]?.title).toEqual({ 'zh-cn': '工作台', en: 'Workbench' });
  });

  it('builds the side menu from menu entries only, active ones only', () => {
    const app = model.apps[0];
    expect(app?.menu.map((m) => m.key)).toEqual(['102', '101', '106', '111']);
    const tabs = app?.menu[0];
    expect(tabs?.children.map((c) => c.path)).toEqual(['/pages/main/workbench/orders/open', '/pages/main/workbench/orders/closed']);
    expect(app?.menu[2]).toMatchObject({ externalUrl: 'https://help.example.com', path: undefined });
    // A menu node without a screen of its own but with children is a group.
    expect(app?.menu[3]).toMatchObject({ path: undefined, children: [{ path: '/pages/main/workbench/group/child' }] });
  });

  it('builds routes for route entries, with tab containers and sub-links', () => {
    const paths = [...model.routesByPath.keys()].sort();
    expect(paths).toEqual([
      '/pages/main/workbench/detail',
      '/pages/main/workbench/flow',
      '/pages/main/workbench/group',
      '/pages/main/workbench/group/child',
      '/pages/main/workbench/orders',
      '/pages/main/workbench/orders/closed',
      '/pages/main/workbench/orders/open',
      '/pages/main/workbench/todo',
    ]);
    const container = model.routesByPath.get('/pages/main/workbench/orders');
    expect(container?.tabs.map((t) => t.target)).toEqual([
      { kind: 'schema', id: 'orders/open' },
      { kind: 'schema', id: 'orders/closed' },
    ]);
    expect(model.routesByPath.get('/pages/main/workbench/orders/open')?.containerPath).toBe('/pages/main/workbench/orders');
    expect(model.routesByPath.get('/pages/main/workbench/flow')?.camunda).toBe(true);
  });

  it('keeps a hidden entry routable but out of the side menu', () => {
    const model = buildMenuModel([
      node({ permissionId: 910, type: 2, appRoute: 'tools' }),
      node({ permissionId: 911, parentId: 910, type: 1, appRoute: 'listed', uri: 'schema:demo/showcase' }),
      node({ permissionId: 912, parentId: 910, type: 1, appRoute: 'unlisted', uri: 'schema:demo/showcase', hidden: true }),
    ]);
    expect(model.apps[0]?.menu.map((item) => item.key)).toEqual(['911']);
    expect(model.routesByPath.has('/pages/main/tools/unlisted')).toBe(true);
  });

  it('leaves out a group (an entry without a target) that has nothing under it yet, item and route', () => {
    const model = buildMenuModel([
      node({ permissionId: 900, type: 2, appRoute: 'tools' }),
      node({ permissionId: 901, parentId: 900, type: 1, appRoute: 'empty-group' }),
      node({ permissionId: 902, parentId: 900, type: 1, appRoute: 'page', uri: 'schema:demo/showcase' }),
    ]);
    expect(model.apps[0]?.menu.map((item) => item.key)).toEqual(['902']);
    expect(model.routesByPath.has('/pages/main/tools/empty-group')).toBe(false);
  });

  it('redirects an app to its first page (the first tab of a tab container), and an empty app nowhere', () => {
    expect(model.apps[0]?.redirect).toBe('/pages/main/workbench/orders/open');
    expect(model.apps[1]?.redirect).toBeUndefined();
  });

  it('carries each node\'s translateCode as titleKey, so a tenant override of it can win over the title', () => {
    const keyed = buildMenuModel([
      node({ permissionId: 300, type: 2, appRoute: 'w', translateCode: 'menu.w', i18nTitle: { 'zh-cn': '甲', en: 'A' } }),
      node({ permissionId: 301, parentId: 300, type: 1, appRoute: 't', uri: 'schema:x', translateCode: 'menu.t' }),
      node({ permissionId: 302, parentId: 300, type: 1, appRoute: 'n', uri: 'schema:y' }),
    ]);
    expect(keyed.apps[0]?.titleKey).toBe('menu.w');
    expect(keyed.apps[0]?.menu.map((m) => m.titleKey)).toEqual(['menu.t', undefined]);
    expect(keyed.routesByPath.get('/pages/main/w/t')?.titleKey).toBe('menu.t');
  });

  it('takes the node name as the default-language title when the title gives other languages only', () => {
    const partial = buildMenuModel([
      node({ permissionId: 400, type: 2, appRoute: 'w', i18nTitle: { 'zh-cn': '甲', en: 'A' } }),
      node({ permissionId: 401, parentId: 400, type: 1, appRoute: 'news', uri: 'schema:t/news', name: '新闻', i18nTitle: { en: 'News' } }),
    ]);
    expect(partial.routesByPath.get('/pages/main/w/news')?.title).toEqual({ 'zh-cn': '新闻', en: 'News' });
  });

  it('collects the permission keys of active nodes', () => {
    expect(model.permissionKeys.has('p_eps_api_msg')).toBe(true);
    expect(model.permissionKeys.has('p_108')).toBe(false);
  });

  it('filters the side menu by keyword, keeping parents of matches', () => {
    const titles: Record<string, string> = { '111': 'Settings', '112': 'Profile', '101': 'To-do' };
    const filtered = filterMenu(model.apps[0]?.menu ?? [], ' prof ', (item) => titles[item.key] ?? '');
    expect(filtered.map((m) => m.key)).toEqual(['111']);
    expect(filtered[0]?.children.map((c) => c.key)).toEqual(['112']);
  });
});
