// @vitest-environment node
/**
 * Menu editing of the studio: PATCH in place (id and permission
 * code kept), move and reorder, soft delete and restore, unknown body keys
 * refused, `schema:` / `builtin:` targets checked, every change audited; and
 * every `schema:` and `builtin:` target of the seeded menus exists.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { parseUri } from '../../src/menu';
import { BUILTIN_SCREENS } from '../../src/menu/mainChildren';
import { permissions } from '../../server/db/schema';
import { documentChecker } from '../../server/lowcode/documentChecks';
import { readShippedScreens } from '../../server/lowcode/shipped';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';
import { call, sampleDialog } from './helpers/lowcode';

let server: TestServer;
let configurator: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  // Built once per process; under a loaded machine this takes a while, so not inside a test's time limit.
  await documentChecker();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(server.app, method, url, configurator.ticket, body);
const nodeId = async (code: string): Promise<number> => {
  const [row] = await server.app.eps.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, code));
  return row!.id;
};
const notree = async () => (await get<Array<{ permissionId: number; name: string; parentId: number | null; sort: number; hidden: boolean }>>(server.app, '/eps/auth/permission/listPermissionNotree', { token: buyer.ticket })).body.data;
const addPage = async (name: string, parentCode = 'm_workbench') =>
  (await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId(parentCode), type: 1, name, uri: 'schema:demo/showcase' })).body.data as { permissionId: number; permissionCode: string };

describe('PATCH a node in place', () => {
  it('changes name, titles, uri, sort and hidden, keeping id and permission code', async () => {
    const node = await addPage('Old name');
    const patched = await conf('PATCH', `/eps/lowcode/menus/${node.permissionId}`, {
      name: 'New name', i18nTitle: { 'zh-cn': '新名', en: 'New name' }, uri: 'schema:home/todo', sort: 5, hidden: true,
    });
    expect(patched.body.code).toBe('200');
    expect(patched.body.data).toMatchObject({ permissionId: node.permissionId, permissionCode: node.permissionCode, name: 'New name', uri: 'schema:home/todo', sort: 5, hidden: true });
    expect((await notree()).find((n) => n.permissionId === node.permissionId)).toMatchObject({ name: 'New name', hidden: true });
  });

  it('refuses unknown keys (a misspelled one is named), on PATCH and POST', async () => {
    const node = await addPage('Typo');
    const answer = await conf('PATCH', `/eps/lowcode/menus/${node.permissionId}`, { nmae: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('nmae');
    const post = await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'x', uri: 'schema:demo/showcase', sortt: 3 });
    expect(post.status).toBe(400);
    expect(post.body.message).toContain('sortt');
  });

  it('refuses a misspelled nested key (named, with the allowed keys) instead of dropping it, on PATCH and POST', async () => {
    const node = await addPage('Nested typo');
    const answer = await conf('PATCH', `/eps/lowcode/menus/${node.permissionId}`, { i18nTitle: { zh_cn: '新名' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('zh_cn');
    expect(answer.body.message).toContain('i18nTitle');
    expect(answer.body.message).toContain('zh-cn, en');
    const [row] = await server.app.eps.db.select({ i18nTitle: permissions.i18nTitle }).from(permissions).where(eq(permissions.id, node.permissionId));
    expect(row?.i18nTitle).toBeNull();
    const post = await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'x', uri: 'schema:demo/showcase', i18nTitle: { 'zh-cn': 'x', EN: 'x' } });
    expect(post.status).toBe(400);
    expect(post.body.message).toContain('EN');
  });

  it('checks targets: a missing schema, a shipped or t/ dialog and an unknown builtin are refused; a built-in screen is accepted', async () => {
    const node = await addPage('Targets');
    const patch = (uri: string) => conf('PATCH', `/eps/lowcode/menus/${node.permissionId}`, { uri });
    expect((await patch('schema:t/nothing')).body.message).toContain('t/nothing');
    expect((await patch('schema:home/todo-dialog')).status).toBe(400);
    expect((await patch('builtin:nope')).body.message).toContain('menu-editor');
    expect((await patch('builtin:user-setting')).status).toBe(200);
    expect((await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'x', uri: 'schema:t/nothing' })).status).toBe(400);
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/a-dialog', sampleDialog('D'));
    await conf('POST', '/eps/lowcode/screens/publish?id=t/a-dialog', {});
    expect((await patch('schema:t/a-dialog')).status).toBe(400);
  });

  it('refuses platform nodes, unknown nodes and a move under its own child', async () => {
    expect((await conf('PATCH', `/eps/lowcode/menus/${await nodeId('m_workbench_todo')}`, { name: 'x' })).body.code).toBe('403');
    expect((await conf('PATCH', '/eps/lowcode/menus/987654', { name: 'x' })).status).toBe(404);
    const root = (await conf('POST', '/eps/lowcode/menus', { type: 2, name: 'Tools', appRoute: 'tools-edit' })).body.data as { permissionId: number };
    const group = (await conf('POST', '/eps/lowcode/menus', { parentId: root.permissionId, type: 7, name: 'Group' })).body.data as { permissionId: number };
    const leaf = (await conf('POST', '/eps/lowcode/menus', { parentId: group.permissionId, type: 4, name: 'Leaf', uri: 'schema:demo/showcase' })).body.data as { permissionId: number };
    expect((await conf('PATCH', `/eps/lowcode/menus/${group.permissionId}`, { parentId: leaf.permissionId })).status).toBe(400);
  });
});

describe('move and reorder', () => {
  it('moves a node to another parent (taking its subtree to the new app) and reorders siblings', async () => {
    const a = await addPage('A');
    const b = await addPage('B');
    const c = await addPage('C');
    const parentId = await nodeId('m_workbench');
    const reordered = await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: [c.permissionId, a.permissionId, b.permissionId] });
    expect(reordered.body.code).toBe('200');
    const sorts = (await notree()).filter((n) => [a, b, c].some((x) => x.permissionId === n.permissionId)).sort((x, y) => x.sort - y.sort).map((n) => n.name);
    expect(sorts).toEqual(['C', 'A', 'B']);
    // A node under another parent is not a sibling to order.
    expect((await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: [await nodeId('m_usercenter_setting')] })).status).toBe(400);

    const usercenter = await nodeId('m_usercenter');
    const moved = await conf('PATCH', `/eps/lowcode/menus/${a.permissionId}`, { parentId: usercenter });
    expect(moved.body.data).toMatchObject({ parentId: usercenter, permissionCode: a.permissionCode });
    const [row] = await server.app.eps.db.select().from(permissions).where(eq(permissions.id, usercenter));
    expect(moved.body.data.appInfoId).toBe(row!.appInfoId);
  });
});

describe('soft delete and restore', () => {
  it('hides a deleted subtree from every user, lists it with deleted=true, and restores it', async () => {
    const root = (await conf('POST', '/eps/lowcode/menus', { type: 2, name: 'Temp', appRoute: 'temp-app' })).body.data as { permissionId: number };
    const child = (await conf('POST', '/eps/lowcode/menus', { parentId: root.permissionId, type: 1, name: 'Child', uri: 'schema:demo/showcase' })).body.data as { permissionId: number };
    expect((await conf('DELETE', `/eps/lowcode/menus/${root.permissionId}`)).body.code).toBe('200');
    expect((await notree()).some((n) => n.permissionId === child.permissionId)).toBe(false);
    expect((await conf('PATCH', `/eps/lowcode/menus/${child.permissionId}`, { name: 'x' })).status).toBe(404);
    const withDeleted = (await conf('GET', '/eps/lowcode/menus?deleted=true')).body.data as Array<{ permissionId: number; deletedAt: string | null }>;
    expect(withDeleted.find((n) => n.permissionId === root.permissionId)?.deletedAt).toEqual(expect.any(String));
    expect(((await conf('GET', '/eps/lowcode/menus')).body.data as Array<{ permissionId: number }>).some((n) => n.permissionId === root.permissionId)).toBe(false);

    expect((await conf('POST', `/eps/lowcode/menus/${child.permissionId}/restore`)).status).toBe(400);
    const restored = await conf('POST', `/eps/lowcode/menus/${root.permissionId}/restore`);
    expect(restored.body).toMatchObject({ code: '200', data: { permissionId: root.permissionId } });
    expect((await notree()).some((n) => n.permissionId === child.permissionId)).toBe(true);
    expect((await conf('POST', `/eps/lowcode/menus/${root.permissionId}/restore`)).status).toBe(404);
    const rows = await server.app.eps.db.select().from(permissions).where(isNotNull(permissions.deletedAt));
    expect(rows.some((r) => r.id === root.permissionId)).toBe(false);
  });

  it('audits every menu change', async () => {
    const actions = ((await conf('GET', '/eps/lowcode/audit?kind=menu&pageSize=100')).body.data.items as Array<{ action: string }>).map((e) => e.action);
    for (const action of ['create', 'update', 'move', 'delete', 'restore']) expect(actions).toContain(action);
  });
});

describe('seeded menu targets', () => {
  it('every seeded schema: target is a shipped page and every builtin: target a built-in screen', async () => {
    const rows = await server.app.eps.db.select({ code: permissions.permissionCode, uri: permissions.uri }).from(permissions);
    const shipped = readShippedScreens();
    const checked: string[] = [];
    for (const row of rows) {
      const target = parseUri(row.uri ?? '');
      if (target.kind === 'builtin') {
        expect(Object.keys(BUILTIN_SCREENS), `${row.code} ${row.uri}`).toContain(target.name);
        checked.push(row.code);
      } else if (target.kind === 'schema') {
        expect(shipped.get(target.id)?.kind, `${row.code} ${row.uri}`).toBeDefined();
        expect(shipped.get(target.id)?.kind, `${row.code} ${row.uri}`).not.toBe('dialog');
        checked.push(row.code);
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['m_workbench_todo', 't_east_reports', 't_north_todo', 'm_lowcode_menus', 'm_workbench_approval']));
  });
});
