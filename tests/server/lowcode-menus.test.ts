// @vitest-environment node
/**
 * Tenant-added menus ("Menus without code"): GET/POST/DELETE
 * /eps/lowcode/menus. Only holders of p_lowcode_edit; clear 400s for an unknown
 * type, an unreadable uri, a missing parent (another tenant's parent alike); the new
 * node reaches the next permission load and the portal's menu model.
 */
import { eq } from 'drizzle-orm';
import { API_CODES } from '@core/apiCodes';
import { buildMenuModel, type PermissionNode } from '../../src/menu';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

interface MenuNode extends PermissionNode {
  tenantId: number | null;
}
interface TreeNode extends MenuNode {
  editable: boolean;
  children: TreeNode[];
}

let server: TestServer;
let buyer: SignedIn;
let supplier: SignedIn;
let configurator: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
});
afterAll(async () => {
  await server?.close();
});

const nodeId = async (code: string): Promise<number> => {
  const { permissions } = await import('../../server/db/schema');
  const [row] = await server.app.eps.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, code));
  return row!.id;
};
const notree = async (token: string) => (await get<MenuNode[]>(server.app, '/eps/auth/permission/listPermissionNotree', { token })).body.data;
const addMenu = (body: object, token = configurator.ticket) => post<MenuNode>(server.app, '/eps/lowcode/menus', body, { token });
const deleteMenu = async (id: number, token = configurator.ticket) => {
  const raw = await server.app.inject({ method: 'DELETE', url: `/eps/lowcode/menus/${id}`, headers: { cookie: `EPSSESSION=${token}` } });
  return { status: raw.statusCode, body: raw.json() as { code: string; message: string; data: unknown } };
};

describe('who may edit menus', () => {
  it('answers the 403 envelope to users without p_lowcode_edit, for every call', async () => {
    const workbench = await nodeId('m_workbench');
    for (const token of [buyer.ticket, supplier.ticket]) {
      expect((await get(server.app, '/eps/lowcode/menus', { token })).body.code).toBe(API_CODES.PERMISSION_ERROR);
      const created = await addMenu({ parentId: workbench, type: 1, name: 'x', uri: 'schema:demo/showcase' }, token);
      expect(created.body).toMatchObject({ code: API_CODES.PERMISSION_ERROR, data: null });
    }
    expect((await deleteMenu(workbench, buyer.ticket)).body.code).toBe(API_CODES.PERMISSION_ERROR);
    expect((await get(server.app, '/eps/lowcode/menus')).body.code).toBe(API_CODES.LOGIN_ERROR);
  });
});

describe('the tenant tree', () => {
  it("nests the tenant's menus, marks its own nodes editable and leaves out permission keys and other tenants", async () => {
    const tree = (await get<TreeNode[]>(server.app, '/eps/lowcode/menus', { token: configurator.ticket })).body.data;
    const workbench = tree.find((n) => n.permissionCode === 'm_workbench')!;
    expect(workbench.editable).toBe(false);
    const east = workbench.children.find((n) => n.permissionCode === 't_east_reports')!;
    expect(east.editable).toBe(true);
    const flat = (list: TreeNode[]): TreeNode[] => list.flatMap((n) => [n, ...flat(n.children)]);
    const codes = flat(tree).map((n) => n.permissionCode);
    expect(codes).toContain('m_lowcode_menus');
    expect(codes.some((c) => c.startsWith('t_north'))).toBe(false);
    expect(codes).not.toContain('p_lowcode_edit');
  });
});

describe('adding and deleting a menu', () => {
  it('adds a schema page that the next permission load and the menu model show, for every role seeing the parent', async () => {
    const workbench = await nodeId('m_workbench');
    const created = await addMenu({
      parentId: workbench,
      type: 1,
      name: '组件示例',
      i18nTitle: { 'zh-cn': '组件示例', en: 'Showcase' },
      uri: 'schema:demo/showcase',
      appRoute: 'showcase',
    });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe('200');
    expect(created.body.data).toMatchObject({ parentId: workbench, type: 1, uri: 'schema:demo/showcase', isMenu: 1, status: 1, appCode: '2', appRoute: 'showcase' });
    const id = created.body.data.permissionId;

    // The administrator and the buyer (another role of the same tenant that sees the workbench) both get it.
    for (const token of [configurator.ticket, buyer.ticket]) {
      const model = buildMenuModel(await notree(token));
      const route = model.routesByPath.get('/pages/main/workbench/showcase');
      expect(route?.target).toEqual({ kind: 'schema', id: 'demo/showcase' });
      expect(route?.permissionId).toBe(id);
      const app = model.apps.find((a) => a.route === 'workbench')!;
      expect(app.menu.some((item) => item.path === '/pages/main/workbench/showcase')).toBe(true);
    }
    // Not the supplier: another tenant.
    expect((await notree(supplier.ticket)).some((n) => n.permissionId === id)).toBe(false);

    const removed = await deleteMenu(id);
    expect(removed.body).toMatchObject({ code: '200', data: { permissionId: id } });
    expect((await notree(configurator.ticket)).some((n) => n.permissionId === id)).toBe(false);
    expect((await deleteMenu(id)).status).toBe(404);
  });

  it('adds a new app root with a child, granted to all the tenant roles, and deletes the subtree at once', async () => {
    const root = await addMenu({ type: 2, name: 'Tenant tools', appRoute: 'tenant-tools' });
    expect(root.body.code).toBe('200');
    const child = await addMenu({ parentId: root.body.data.permissionId, type: 9, name: 'Docs', uri: 'https://help.example.com/tools' });
    expect(child.body.code).toBe('200');
    const model = buildMenuModel(await notree(buyer.ticket));
    const app = model.apps.find((a) => a.route === 'tenant-tools')!;
    expect(app.menu[0]).toMatchObject({ externalUrl: 'https://help.example.com/tools', path: undefined });

    expect((await deleteMenu(root.body.data.permissionId)).body.code).toBe('200');
    const after = await notree(buyer.ticket);
    expect(after.some((n) => n.permissionId === child.body.data.permissionId)).toBe(false);
  });

  it('refuses to delete platform nodes (403) and nodes of another tenant (as missing ones, 404)', async () => {
    const platform = await deleteMenu(await nodeId('m_workbench_todo'));
    expect(platform.body).toMatchObject({ code: API_CODES.PERMISSION_ERROR, message: '只能删除本租户添加的菜单' });
    expect((await deleteMenu(await nodeId('t_north_todo'))).status).toBe(404);
    expect(await nodeId('m_workbench_todo')).toBeGreaterThan(0);
  });
});

describe('clear 400s', () => {
  it('names an unknown type with the allowed list', async () => {
    const answer = await addMenu({ parentId: await nodeId('m_workbench'), type: 5, name: 'x', uri: 'schema:demo/showcase' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('未知的菜单节点类型 5；允许的类型：1, 2, 4, 6, 7, 9, 10, 11, 12');
    const key = await addMenu({ parentId: await nodeId('m_workbench'), type: 3, name: 'x', uri: 'schema:demo/showcase' });
    expect(key.status).toBe(400);
  });

  it('names a uri the menu model cannot read, a missing uri and a link without http(s)', async () => {
    const parentId = await nodeId('m_workbench');
    const bad = await addMenu({ parentId, type: 1, name: 'x', uri: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('javascript:alert(1)');
    expect((await addMenu({ parentId, type: 1, name: 'x', uri: 'schema:../etc' })).status).toBe(400);
    // A menu entry without a target is a group; a sub-link must open something.
    expect((await addMenu({ parentId, type: 6, name: 'x' })).body.message).toContain('uri');
    expect((await addMenu({ parentId, type: 9, name: 'x', uri: 'schema:demo/showcase' })).status).toBe(400);
  });

  it('names a missing parent, a parent of another tenant, and a root with a parent', async () => {
    const missing = await addMenu({ parentId: 987654, type: 1, name: 'x', uri: 'schema:demo/showcase' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('上级菜单 987654 不在本租户的菜单树中');
    expect((await addMenu({ type: 1, name: 'x', uri: 'schema:demo/showcase' })).status).toBe(400);

    // Another tenant's node is named as a missing one (its ids must not be told from unused ones).
    const north = await nodeId('t_north_portal');
    const other = await addMenu({ parentId: north, type: 1, name: 'x', uri: 'schema:demo/showcase' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(`上级菜单 ${north} 不在本租户的菜单树中`);

    // A platform node this tenant does not hold (the supplier app) is missing, not usable.
    const pec = await addMenu({ parentId: await nodeId('m_pec'), type: 1, name: 'x', uri: 'schema:demo/showcase' });
    expect(pec.status).toBe(400);

    expect((await addMenu({ parentId: await nodeId('m_workbench'), type: 2, name: 'x' })).status).toBe(400);
  });

  it('speaks the caller’s language', async () => {
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: configurator.ticket });
    const answer = await addMenu({ parentId: await nodeId('m_workbench'), type: 8, name: 'x', uri: 'schema:demo/showcase' });
    expect(answer.body.message).toBe('Unknown menu node type 8; allowed types: 1, 2, 4, 6, 7, 9, 10, 11, 12');
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'zh-cn' }, { token: configurator.ticket });
  });
});

describe("another tenant's menu ids", () => {
  /** Every menu call that takes an id, as the configurator sends it; the raw answer. */
  async function answersFor(id: number, ownId: number): Promise<string[]> {
    const calls: Array<{ method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = [
      { method: 'DELETE', url: `/eps/lowcode/menus/${id}` },
      { method: 'PATCH', url: `/eps/lowcode/menus/${id}`, payload: { name: 'x' } },
      { method: 'POST', url: `/eps/lowcode/menus/${id}/restore`, payload: {} },
      { method: 'POST', url: '/eps/lowcode/menus', payload: { parentId: id, type: 1, name: 'x', uri: 'schema:demo/showcase' } },
      { method: 'PATCH', url: `/eps/lowcode/menus/${ownId}`, payload: { parentId: id } },
      { method: 'POST', url: '/eps/lowcode/menus/reorder', payload: { parentId: null, order: [id] } },
    ];
    const answers: string[] = [];
    for (const call of calls) {
      const raw = await server.app.inject({ ...call, headers: { cookie: `EPSSESSION=${configurator.ticket}` } });
      answers.push(`${call.method} ${call.url} -> ${raw.statusCode} ${String(raw.headers['content-type'])} ${raw.body}`);
    }
    return answers;
  }

  it('are answered byte for byte as missing ids, on every menu call', async () => {
    const { permissions } = await import('../../server/db/schema');
    const own = await addMenu({ parentId: await nodeId('m_workbench'), type: 1, name: 'Own', uri: 'schema:demo/showcase' });
    const ownId = own.body.data.permissionId;
    const north = await nodeId('t_north_todo');
    const foreign = await answersFor(north, ownId);
    // The same id once no row has it: what a missing id gets.
    await server.app.eps.db.delete(permissions).where(eq(permissions.id, north));
    const missing = await answersFor(north, ownId);
    expect(foreign).toEqual(missing);
    expect(missing.every((answer) => / -> 40[04] /.test(answer))).toBe(true);
    expect(foreign.join('\n')).not.toMatch(/其他租户|another tenant|本租户添加/);
  });
});
