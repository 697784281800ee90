// @vitest-environment node
/**
 * Tenant isolation of the studio and tenant texts: a configurator
 * of another tenant and users without p_lowcode_edit get the 403 envelope on
 * every studio call and see nothing of this tenant's drafts, versions, texts
 * or audit entries; the runtime read only ever answers the reader's tenant.
 */
import { and, eq } from 'drizzle-orm';
import { API_CODES } from '@core/apiCodes';
import { permissions, rolePermissions, roles, tenants, users } from '../../server/db/schema';
import { DEMO_TENANTS } from '../../server/db/seed/demoAccounts';
import { documentChecker } from '../../server/lowcode/documentChecks';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';
import { call, samplePage } from './helpers/lowcode';

let server: TestServer;
let configurator: SignedIn;
let buyer: SignedIn;
let supplier: SignedIn;
let northAdmin: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.eps.db;
  // A configurator of another tenant: e2e_switch (a buyer copy) signs in to north, whose buyer role gets p_lowcode_edit.
  const [north] = await db.select().from(tenants).where(eq(tenants.code, DEMO_TENANTS.north));
  const [role] = await db.select().from(roles).where(and(eq(roles.tenantId, north!.id), eq(roles.code, 'buyer')));
  const [key] = await db.select().from(permissions).where(eq(permissions.permissionCode, 'p_lowcode_edit'));
  await db.insert(rolePermissions).values({ roleId: role!.id, permissionId: key!.id });
  await db.update(users).set({ currentTenantId: north!.id }).where(eq(users.account, 'e2e_switch'));
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  northAdmin = await login(server.app, 'e2e_switch', 'Eps#Swit2026');
  // Built once per process; under a loaded machine this takes a while, so not inside a test's time limit.
  await documentChecker();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(server.app, method, url, configurator.ticket, body);

describe('tenant texts', () => {
  it('creates, lists, replaces and removes one language of a key, audited', async () => {
    const saved = await conf('PUT', '/eps/lowcode/texts', { key: 'workbench.todo.title', lang: 'en', value: 'My tasks' });
    expect(saved.body).toMatchObject({ code: '200', data: { key: 'workbench.todo.title', lang: 'en', value: 'My tasks' } });
    await conf('PUT', '/eps/lowcode/texts', { key: 'workbench.todo.title', lang: 'en', value: 'Tasks' });
    expect((await conf('GET', '/eps/lowcode/texts?q=todo')).body.data).toEqual([{ key: 'workbench.todo.title', lang: 'en', value: 'Tasks', version: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    // The portal's preload reads it; zh-cn is untouched.
    const preload = await get<Array<{ key: string; value: string }>>(server.app, `/eps/config/i18n-from-config/${configurator.tenantId}/cache/en`, { token: buyer.ticket });
    expect(preload.body.data).toContainEqual({ key: 'workbench.todo.title', value: 'Tasks' });
    const zh = await get<Array<{ key: string }>>(server.app, `/eps/config/i18n-from-config/${configurator.tenantId}/cache/zh-cn`, { token: buyer.ticket });
    expect(zh.body.data.some((row) => row.key === 'workbench.todo.title')).toBe(false);

    expect((await conf('PUT', '/eps/lowcode/texts', { key: 'a.b', lang: 'fr', value: 'x' })).status).toBe(400);
    const misspelled = await conf('PUT', '/eps/lowcode/texts', { key: 'a.b', lang: 'en', vaule: 'y' });
    expect(misspelled.status).toBe(400);
    expect(misspelled.body.message).toContain('vaule');
    expect((await conf('DELETE', '/eps/lowcode/texts?key=workbench.todo.title&lang=en')).body.code).toBe('200');
    expect((await conf('DELETE', '/eps/lowcode/texts?key=workbench.todo.title&lang=en')).status).toBe(404);
    const audit = (await conf('GET', '/eps/lowcode/audit?kind=text')).body.data.items.map((e: { action: string; target: string }) => `${e.action} ${e.target}`);
    expect(audit).toEqual(['delete workbench.todo.title@en', 'update workbench.todo.title@en', 'create workbench.todo.title@en']);
  });
});

describe('isolation matrix', () => {
  beforeAll(async () => {
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/east-only', samplePage('East'));
    await conf('POST', '/eps/lowcode/screens/publish?id=t/east-only', {});
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/east-only', samplePage('East draft'));
    await conf('PUT', '/eps/lowcode/texts', { key: 'workbench.todo.title', lang: 'en', value: 'East tasks' });
  });

  const calls: Array<[Parameters<typeof call>[1], string, unknown?]> = [
    ['GET', '/eps/lowcode/screens'],
    ['GET', '/eps/lowcode/screens/one?id=t/east-only'],
    ['PUT', '/eps/lowcode/screens/draft?id=t/east-only', samplePage('Stolen')],
    ['POST', '/eps/lowcode/screens/publish?id=t/east-only', {}],
    ['GET', '/eps/lowcode/screens/versions?id=t/east-only'],
    ['POST', '/eps/lowcode/screens/rollback?id=t/east-only&version=1'],
    ['DELETE', '/eps/lowcode/screens?id=t/east-only'],
    ['POST', '/eps/lowcode/screens/restore?id=t/east-only'],
    ['GET', '/eps/lowcode/texts'],
    ['PUT', '/eps/lowcode/texts', { key: 'workbench.todo.title', lang: 'en', value: 'Stolen' }],
    ['DELETE', '/eps/lowcode/texts?key=workbench.todo.title&lang=en'],
    ['GET', '/eps/lowcode/audit'],
    ['GET', '/eps/lowcode/menus'],
    ['POST', '/eps/lowcode/menus/reorder', { parentId: null, order: [1] }],
    ['POST', '/eps/lowcode/menus/1/restore'],
    ['PATCH', '/eps/lowcode/menus/1', { name: 'x' }],
  ];

  it('refuses every studio call to users without p_lowcode_edit (buyer, supplier) with the 403 envelope', async () => {
    for (const who of [buyer, supplier]) {
      for (const [method, url, body] of calls) {
        const answer = await call(server.app, method, url, who.ticket, body);
        expect(answer.body, `${who.userId} ${method} ${url}`).toMatchObject({ code: API_CODES.PERMISSION_ERROR, data: null });
      }
    }
  });

  it("shows another tenant's configurator nothing of this tenant and lets it change nothing", async () => {
    const as = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(server.app, method, url, northAdmin.ticket, body);
    expect(northAdmin.tenantId).not.toBe(configurator.tenantId);
    const list = (await as('GET', '/eps/lowcode/screens')).body.data as Array<{ id: string }>;
    expect(list.some((s) => s.id.startsWith('t/'))).toBe(false);
    expect((await as('GET', '/eps/lowcode/screens/one?id=t/east-only')).status).toBe(404);
    expect((await as('GET', '/eps/lowcode/screens/versions?id=t/east-only')).body.data.total).toBe(0);
    expect((await as('POST', '/eps/lowcode/screens/rollback?id=t/east-only&version=1')).status).toBe(404);
    expect((await as('POST', '/eps/lowcode/screens/publish?id=t/east-only', {})).status).toBe(400);
    expect((await as('DELETE', '/eps/lowcode/screens?id=t/east-only')).status).toBe(404);
    expect((await as('GET', '/eps/lowcode/texts')).body.data.some((t: { value: string }) => t.value === 'East tasks')).toBe(false);
    expect((await as('DELETE', '/eps/lowcode/texts?key=workbench.todo.title&lang=en')).status).toBe(404);
    expect((await as('GET', '/eps/lowcode/audit')).body.data).toMatchObject({ items: [], total: 0 });
    expect((await call(server.app, 'GET', '/eps/lowcode/runtime/screen?id=t/east-only', northAdmin.ticket)).body.data).toBeNull();

    // This tenant's menu nodes: another tenant's configurator can neither edit, move, reorder, delete nor restore them.
    type Node = { permissionId: number; permissionCode: string; name: string; children?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
    const menus = async (): Promise<Node[]> => flat((await conf('GET', '/eps/lowcode/menus')).body.data as Node[]);
    const parentId = (await menus()).find((n) => n.permissionCode === 'm_workbench')!.permissionId;
    const own = (await conf('POST', '/eps/lowcode/menus', { parentId, type: 1, name: 'East menu', uri: 'schema:demo/showcase' })).body.data as { permissionId: number };
    const gone = (await conf('POST', '/eps/lowcode/menus', { parentId, type: 1, name: 'East deleted', uri: 'schema:demo/showcase' })).body.data as { permissionId: number };
    expect((await conf('DELETE', `/eps/lowcode/menus/${gone.permissionId}`)).body.code).toBe('200');
    const refused = [
      await as('PATCH', `/eps/lowcode/menus/${own.permissionId}`, { name: 'Stolen' }),
      await as('POST', '/eps/lowcode/menus/reorder', { parentId, order: [own.permissionId] }),
      await as('DELETE', `/eps/lowcode/menus/${own.permissionId}`),
      await as('POST', `/eps/lowcode/menus/${gone.permissionId}/restore`),
    ];
    for (const answer of refused) expect(answer.body.code, JSON.stringify(answer.body)).not.toBe('200');
    const after = await menus();
    expect(after.find((n) => n.permissionId === own.permissionId)?.name).toBe('East menu');
    expect(after.some((n) => n.permissionId === gone.permissionId)).toBe(false);

    // Its own writes stay in its tenant.
    await as('PUT', '/eps/lowcode/screens/draft?id=t/east-only', samplePage('North'));
    await as('POST', '/eps/lowcode/screens/publish?id=t/east-only', {});
    expect((await call(server.app, 'GET', '/eps/lowcode/runtime/screen?id=t/east-only', buyer.ticket)).body.data.title.en).toBe('East');
    const east = (await conf('GET', '/eps/lowcode/screens/one?id=t/east-only')).body.data;
    expect(east.published).toMatchObject({ version: 1 });
    expect(east.draft.document.title.en).toBe('East draft');
    expect((await conf('GET', '/eps/lowcode/texts?q=workbench.todo')).body.data).toEqual([{ key: 'workbench.todo.title', lang: 'en', value: 'East tasks', version: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect((await conf('GET', '/eps/lowcode/audit')).body.data.items.every((e: { userName: string }) => e.userName !== 'e2e_switch')).toBe(true);
  });

  it('answers the runtime read and the configuration version to signed-in users only', async () => {
    expect((await get(server.app, '/eps/lowcode/runtime/screen?id=t/east-only')).body.code).toBe(API_CODES.LOGIN_ERROR);
    expect((await get(server.app, '/eps/lowcode/runtime/config')).body.code).toBe(API_CODES.LOGIN_ERROR);
    expect((await call(server.app, 'GET', '/eps/lowcode/runtime/screen?id=t/east-only', supplier.ticket)).body.data).toBeNull();
  });
});
