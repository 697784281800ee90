// @vitest-environment node
/**
 * What a tenant does to its menus beyond its own pages: an app it adds gets
 * its app record (so its tile and the Apps menu open it), a group without a
 * target holds pages, and shipped entries are relabelled, reordered and
 * hidden as an overlay over the shipped tree, then restored; all of it per
 * tenant, and seen by a second app instance on the same database at its next
 * request (the per-tenant caches move on with the configuration version).
 * The supplier tenant's seeded configurator edits its own tenant's menus.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { apps, permissions } from '../../server/db/schema';
import { API_CODES } from '@core/apiCodes';
import { call } from './helpers/lowcode';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

interface Node {
  permissionId: number;
  parentId: number | null;
  name: string;
  type: number;
  uri: string | null;
  appInfoId: number | null;
  i18nTitle: Record<string, string> | null;
  translateCode: string | null;
  sort: number;
  hidden: boolean;
}
interface App {
  id: number;
  name: string;
  type: number;
  isIframe: boolean;
  href: string;
}

let serverA: TestServer;
let appB: FastifyInstance;
let configurator: SignedIn;
let buyer: SignedIn;
let supplierConf: SignedIn;
let supplier: SignedIn;
beforeAll(async () => {
  serverA = await startTestServer();
  appB = await buildApp({
    database: serverA.db.database,
    ownsDatabase: false,
    config: { logLevel: 'silent', devRoutes: true, weakPasswordHash: true, testAccounts: true, signInPerIpPerMinute: 10_000, seedDemo: true, staticDir: undefined, healthCacheMs: 0 },
  });
  configurator = await login(serverA.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(serverA.app, 'buyer', 'Eps#Buyer2026');
  supplierConf = await login(serverA.app, 'supplierconf', 'Eps#SupConf2026');
  supplier = await login(serverA.app, 'supplier', 'Eps#Supp2026');
}, 120_000);
afterAll(async () => {
  await appB?.close();
  await serverA?.close();
});

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(serverA.app, method, url, configurator.ticket, body);
const nodeId = async (code: string): Promise<number> => {
  const [row] = await serverA.app.eps.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, code));
  return row!.id;
};
/** The user's permission tree and apps as server B answers them. */
const treeOnB = async (who: SignedIn): Promise<Node[]> => (await call(appB, 'GET', '/eps/auth/permission/listPermissionNotree', who.ticket)).body.data as Node[];
const appsOnB = async (who: SignedIn): Promise<App[]> => (await call(appB, 'GET', '/eps/auth/permission/listPermissionApp', who.ticket)).body.data as App[];

describe('a tenant app', () => {
  it('gets its own app record and first page, so its users can open it; other tenants see neither', async () => {
    await treeOnB(buyer); // cached on B before the change
    const created = await conf('POST', '/eps/lowcode/menus', { type: 11, name: '租户子应用', i18nTitle: { 'zh-cn': '租户子应用', en: 'Tenant sub-app' }, uri: 'frame-ui', appRoute: 'tenant-frame', iframe: true });
    expect(created.body.code).toBe('200');
    const root = created.body.data as Node;
    expect(root.appInfoId).toEqual(expect.any(Number));

    const [record] = await serverA.app.eps.db.select().from(apps).where(eq(apps.id, root.appInfoId!));
    expect(record).toMatchObject({ tenantId: configurator.tenantId, type: 0, isIframe: 1, href: '/pages/main/frame-ui', name: '租户子应用' });

    const listed = (await appsOnB(buyer)).find((a) => a.id === root.appInfoId);
    expect(listed).toMatchObject({ type: 0, isIframe: true, href: '/pages/main/frame-ui' });
    const tree = await treeOnB(buyer);
    const page = tree.find((n) => n.parentId === root.permissionId);
    expect(page).toMatchObject({ type: 1, uri: 'frame-ui', appInfoId: root.appInfoId });

    expect((await appsOnB(supplier)).some((a) => a.id === root.appInfoId)).toBe(false);
    expect((await treeOnB(supplier)).some((n) => n.permissionId === root.permissionId)).toBe(false);
  });

  it('is renamed with its root, and an app root without an embedded target gets no page of its own', async () => {
    const root = (await conf('POST', '/eps/lowcode/menus', { type: 2, name: 'Plain tools', appRoute: 'plain-tools' })).body.data as Node;
    expect((await treeOnB(buyer)).some((n) => n.parentId === root.permissionId)).toBe(false);
    expect((await conf('PATCH', `/eps/lowcode/menus/${root.permissionId}`, { name: 'Renamed tools', i18nTitle: { en: 'Renamed tools' } })).body.code).toBe('200');
    expect((await appsOnB(buyer)).find((a) => a.id === root.appInfoId)).toMatchObject({ name: 'Renamed tools', href: '/pages/main/plain-tools', isIframe: false });
  });

  it('refuses the iframe choice on a node that is not an app', async () => {
    const answer = await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'x', uri: 'schema:demo/showcase', iframe: true });
    expect(answer.status).toBe(400);
  });
});

describe('a menu group', () => {
  it('is a menu entry without a target that holds pages', async () => {
    const group = await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'Reports group' });
    expect(group.body.code).toBe('200');
    const groupId = (group.body.data as Node).permissionId;
    const child = await conf('POST', '/eps/lowcode/menus', { parentId: groupId, type: 1, name: 'Grouped page', uri: 'schema:demo/showcase' });
    expect(child.body.code).toBe('200');
    const tree = await treeOnB(buyer);
    expect(tree.find((n) => n.permissionId === groupId)).toMatchObject({ uri: null, type: 1 });
    expect(tree.find((n) => n.permissionId === (child.body.data as Node).permissionId)).toMatchObject({ parentId: groupId });

    // Checked on save: a group with entries keeps no target, and a page holds no menu entries.
    const targeted = await conf('PATCH', `/eps/lowcode/menus/${groupId}`, { uri: 'schema:demo/showcase' });
    expect(targeted.status).toBe(400);
    expect(targeted.body.message).toContain(String(groupId));
    const underPage = await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench_todo'), type: 1, name: 'x', uri: 'schema:demo/showcase' });
    expect(underPage.status).toBe(400);
    const tabOutside = await conf('POST', '/eps/lowcode/menus', { parentId: groupId, type: 4, name: 'x', uri: 'schema:demo/showcase' });
    expect(tabOutside.status).toBe(400);
  });
});

describe('an overlay over shipped entries', () => {
  it('relabels, hides and reorders a shipped entry for this tenant only, seen by B at once, and restores it', async () => {
    const bulletins = await nodeId('m_workbench_bulletins');
    const before = (await treeOnB(buyer)).find((n) => n.permissionId === bulletins)!;
    expect(before.translateCode).toBe('menu.m_workbench_bulletins');

    const set = await conf('PUT', `/eps/lowcode/menus/${bulletins}/overlay`, { i18nTitle: { en: 'News' }, hidden: true, sort: 1 });
    expect(set.body.code).toBe('200');
    const after = (await treeOnB(buyer)).find((n) => n.permissionId === bulletins)!;
    // The key is dropped so the tenant's label wins over the platform's text; the other language stays shipped.
    expect(after).toMatchObject({ i18nTitle: { 'zh-cn': '公告资讯', en: 'News' }, translateCode: null, hidden: true, sort: 1 });

    // The shipped row itself is untouched, and another tenant's tree is not affected.
    const [row] = await serverA.app.eps.db.select().from(permissions).where(eq(permissions.id, bulletins));
    expect(row).toMatchObject({ hidden: 0, translateCode: 'menu.m_workbench_bulletins' });
    expect((await treeOnB(supplier)).find((n) => n.permissionId === bulletins)).toMatchObject({ hidden: false, translateCode: 'menu.m_workbench_bulletins' });

    const studioTree = (await conf('GET', '/eps/lowcode/menus')).body.data as Array<Node & { children: Array<Node & { overlay: unknown; editable: boolean }> }>;
    const inStudio = studioTree.flatMap((n) => n.children).find((n) => n.permissionId === bulletins);
    expect(inStudio).toMatchObject({ editable: false, hidden: true, overlay: { i18nTitle: { en: 'News' }, hidden: true, sort: 1 } });

    const restored = await conf('DELETE', `/eps/lowcode/menus/${bulletins}/overlay`);
    expect(restored.body.code).toBe('200');
    expect((await treeOnB(buyer)).find((n) => n.permissionId === bulletins)).toEqual(before);
    expect((await conf('DELETE', `/eps/lowcode/menus/${bulletins}/overlay`)).status).toBe(404);
  });

  it('orders shipped siblings through reorder, as overlays', async () => {
    const [todo, bulletins] = [await nodeId('m_workbench_todo'), await nodeId('m_workbench_bulletins')];
    const answer = await conf('POST', '/eps/lowcode/menus/reorder', { parentId: await nodeId('m_workbench'), order: [bulletins, todo] });
    expect(answer.body.code).toBe('200');
    const tree = await treeOnB(buyer);
    const sortOf = (id: number) => tree.find((n) => n.permissionId === id)!.sort;
    expect(sortOf(bulletins)).toBeLessThan(sortOf(todo));
    await conf('DELETE', `/eps/lowcode/menus/${bulletins}/overlay`);
    await conf('DELETE', `/eps/lowcode/menus/${todo}/overlay`);
  });

  it('answers bad input with a 4xx: unknown keys, empty labels, own nodes, unseen and unknown entries', async () => {
    const bulletins = await nodeId('m_workbench_bulletins');
    expect((await conf('PUT', `/eps/lowcode/menus/${bulletins}/overlay`, { label: 'x' })).status).toBe(400);
    expect((await conf('PUT', `/eps/lowcode/menus/${bulletins}/overlay`, {})).status).toBe(400);
    expect((await conf('PUT', `/eps/lowcode/menus/${bulletins}/overlay`, { i18nTitle: { en: '' } })).status).toBe(400);
    expect((await conf('PUT', `/eps/lowcode/menus/${bulletins}/overlay`, { sort: -1 })).status).toBe(400);
    const own = (await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'Own', uri: 'schema:demo/showcase' })).body.data as Node;
    expect((await conf('PUT', `/eps/lowcode/menus/${own.permissionId}/overlay`, { hidden: true })).status).toBe(400);
    // The supplier's pec app is not in the east tenant's tree: as good as missing.
    expect((await conf('PUT', `/eps/lowcode/menus/${await nodeId('m_pec_home')}/overlay`, { hidden: true })).status).toBe(404);
    expect((await conf('PUT', '/eps/lowcode/menus/987654/overlay', { hidden: true })).status).toBe(404);
    // A shipped app's name is its text and its users are its grant: only its order is the tenant's to change here.
    const workbench = await nodeId('m_workbench');
    const appLabel = await conf('PUT', `/eps/lowcode/menus/${workbench}/overlay`, { i18nTitle: { en: 'Desk' } });
    expect(appLabel.status).toBe(400);
    expect(appLabel.body.message).toContain('app.workbench');
    expect((await conf('PUT', `/eps/lowcode/menus/${workbench}/overlay`, { sort: 3 })).status).toBe(200);
    await conf('DELETE', `/eps/lowcode/menus/${workbench}/overlay`);
    // Without p_lowcode_edit: the permission envelope.
    expect((await call(serverA.app, 'PUT', `/eps/lowcode/menus/${bulletins}/overlay`, buyer.ticket, { hidden: true })).body.code).toBe(API_CODES.PERMISSION_ERROR);
  });
});

describe('the supplier tenant’s configurator', () => {
  it('edits the supplier tenant’s menus, and the change reaches suppliers, not the buyer’s tenant', async () => {
    const pecHome = await nodeId('m_pec_home');
    const todo = await nodeId('m_workbench_todo');
    const set = await call(serverA.app, 'PUT', `/eps/lowcode/menus/${pecHome}/overlay`, supplierConf.ticket, { i18nTitle: { 'zh-cn': '协同看板', en: 'Collaboration board' } });
    expect(set.body.code).toBe('200');
    expect((await treeOnB(supplier)).find((n) => n.permissionId === pecHome)).toMatchObject({ i18nTitle: { en: 'Collaboration board' } });
    // A shipped entry both tenants hold: the supplier tenant's overlay is its own, the east tenant's tree keeps the entry.
    expect((await call(serverA.app, 'PUT', `/eps/lowcode/menus/${todo}/overlay`, supplierConf.ticket, { hidden: true })).status).toBe(200);
    expect((await treeOnB(supplier)).find((n) => n.permissionId === todo)).toMatchObject({ hidden: true });
    expect((await treeOnB(buyer)).find((n) => n.permissionId === todo)).toMatchObject({ hidden: false });
    await call(serverA.app, 'DELETE', `/eps/lowcode/menus/${todo}/overlay`, supplierConf.ticket);
  });
});
