// @vitest-environment node
/**
 * Apps, permission nodes and tenants (spec portal-shell 2.3, 3, 6, 7), and
 * tenant isolation: a user of one tenant can neither read nor change another
 * tenant's rows through any id parameter.
 */
import { DEMO_TENANTS } from '../../server/db/seed/demoAccounts';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

interface AppEntry {
  id: number;
  appCode: string;
  type: number | null;
  icon: string | null;
  i18nTitle: { 'zh-cn': string; en: string };
}
interface NodeEntry {
  permissionId: number;
  parentId: number | null;
  permissionCode: string;
  type: number;
  uri: string | null;
  isMenu: number;
  status: number;
  appCode: string;
  tenantId: number | null;
  translateCode: string;
  appRoute: string | null;
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

const apps = async (token: string) => (await get<AppEntry[]>(server.app, '/eps/auth/permission/listPermissionApp', { token })).body.data;
const nodes = async (token: string, query = '') =>
  (await get<NodeEntry[]>(server.app, `/eps/auth/permission/listPermissionNotree${query}`, { token })).body.data;
const tenantIdOf = async (code: string) => {
  const { tenants } = await import('../../server/db/schema');
  const { eq } = await import('drizzle-orm');
  const [row] = await server.app.eps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  return row!.id;
};

describe('apps and permission nodes', () => {
  it('lists the granted apps with icons and every link type that opens something', async () => {
    const list = await apps(buyer.ticket);
    expect(list.map((a) => a.appCode)).toEqual([
      'app.workbench', 'app.sourcing', 'app.usercenter', 'app.contracts', 'app.analytics',
      // The demo sub-apps.
      'app.demo-ui', 'app.frame-ui',
    ]);
    // Every link type that opens something; a type-null app would only dead-end, so none is seeded.
    expect(new Set(list.map((a) => a.type))).toEqual(new Set([0, 1, 2]));
    for (const app of list) {
      expect(app.icon).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(app.i18nTitle.en).toBeTruthy();
    }
    expect((await apps(configurator.ticket)).map((a) => a.appCode)).toContain('app.lowcode');
    expect((await apps(supplier.ticket)).map((a) => a.appCode)).toEqual(['app.workbench', 'app.usercenter', 'app.pec', 'app.contracts']);
  });

  it('uses every menu node type and every kind of uri', async () => {
    const list = await nodes(buyer.ticket);
    // The demo buyer and supplier between them: the tab container and its tabs are the supplier's enterprise pages.
    const menuTypes = new Set([...list, ...(await nodes(supplier.ticket))].filter((n) => n.isMenu === 1).map((n) => n.type));
    for (const type of [2, 11, 1, 7, 4, 6, 9, 10, 12]) expect(menuTypes).toContain(type);
    const uris = list.map((n) => n.uri ?? '');
    expect(uris.some((u) => u.startsWith('schema:'))).toBe(true);
    expect(uris.some((u) => u.startsWith('builtin:'))).toBe(true);
    expect(uris.some((u) => /^[a-z]+-ui\//.test(u))).toBe(true);
    // External links (types 9 and 10) to the portal's own documents: a same-site path (the help centre), not a sub-app.
    expect(uris.some((u) => /^\/[a-z]/.test(u) && !/^\/[a-z]+-ui\//.test(u))).toBe(true);
    expect(list.some((n) => n.status === 0)).toBe(true); // the portal filters inactive nodes itself (spec 6)
    expect(list.some((n) => n.appCode === '1')).toBe(true);
    for (const node of list) expect(node.translateCode).toBe(`menu.${node.permissionCode}`);
    // Every parent of a granted node is granted too, so the portal can build the tree.
    const ids = new Set(list.map((n) => n.permissionId));
    for (const node of list) if (node.parentId !== null) expect(ids).toContain(node.parentId);
  });

  it('grants permission keys per role', async () => {
    const codes = async (token: string) => new Set((await nodes(token)).filter((n) => n.isMenu === 0).map((n) => n.permissionCode));
    const buyerKeys = await codes(buyer.ticket);
    const adminKeys = await codes(configurator.ticket);
    const supplierKeys = await codes(supplier.ticket);
    for (const key of ['p_eps_api_msg', 'p_eps_api_msg_read', 'p_auth_apps_sso', 'p_auth_apps_ddm', 'p_auth_apps_analyze', 'p_conifg_news', 'p_config_oss_download']) {
      expect(buyerKeys).toContain(key);
    }
    expect(buyerKeys).not.toContain('p_lowcode_edit');
    expect(adminKeys).toContain('p_lowcode_edit');
    expect(supplierKeys).toContain('p_usercenter_company_management');
    expect(supplierKeys).toContain('p_usercenter_enterprise_change');
    expect(supplierKeys).not.toContain('p_auth_apps_ddm');
  });

  it('gates the data-portal token and analytics by permission key', async () => {
    expect((await get(server.app, '/eps/auth/cas/ddmGetToken', { token: supplier.ticket })).body.code).toBe(API_CODES.PERMISSION_ERROR);
    const token = await get<{ token: string }>(server.app, '/eps/auth/cas/ddmGetToken', { token: buyer.ticket });
    expect(token.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const workbench = (await apps(buyer.ticket))[0]!;
    expect((await get(server.app, `/eps/auth/cas/jump/app?id=${workbench.id}&appName=workbench`, { token: buyer.ticket })).body.code).toBe('200');
  });

  it('answers LOGIN_ERROR to the menu calls without a session', async () => {
    expect((await get(server.app, '/eps/auth/permission/listPermissionApp')).body.code).toBe(API_CODES.LOGIN_ERROR);
    expect((await get(server.app, '/eps/auth/permission/listPermissionNotree')).body.code).toBe(API_CODES.LOGIN_ERROR);
  });
});

describe('tenant isolation', () => {
  it("never shows another tenant's nodes or apps, whatever id is asked for", async () => {
    const east = await nodes(buyer.ticket);
    expect(east.map((n) => n.permissionCode)).toContain('t_east_reports');
    expect(east.some((n) => n.permissionCode.startsWith('t_north'))).toBe(false);

    // Find the north tenant's own nodes through a session in that tenant.
    const north = await tenantIdOf(DEMO_TENANTS.north);
    const { ticket: northTicket } = await signInto('buyer', 'Eps#Buyer2026', north);
    const northNodes = await nodes(northTicket);
    const northRoot = northNodes.find((n) => n.permissionCode === 't_north_portal')!;
    expect(northRoot.tenantId).toBe(north);
    expect(northNodes.some((n) => n.permissionCode === 't_east_reports')).toBe(false);

    // Asking the east session for the north root's children or app by id finds nothing.
    expect(await nodes(configurator.ticket, `?parentId=${northRoot.permissionId}`)).toEqual([]);
    const northApp = (await apps(northTicket)).find((a) => a.appCode === 'app.north-portal')!;
    expect(await nodes(configurator.ticket, `?appInfoId=${northApp.id}`)).toEqual([]);
    expect((await apps(configurator.ticket)).some((a) => a.id === northApp.id)).toBe(false);
    expect((await get(server.app, `/eps/auth/cas/check/sso-app?appId=${northApp.id}`, { token: configurator.ticket })).body.code).toBe(
      API_CODES.PERMISSION_ERROR,
    );
    expect((await get(server.app, `/eps/auth/cas/jump/app?id=${northApp.id}`, { token: configurator.ticket })).body.code).toBe(
      API_CODES.PERMISSION_ERROR,
    );
    // Leave the buyer in the east tenant for the other tests.
    await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${await tenantIdOf(DEMO_TENANTS.east)}`, { token: northTicket });
  });

  it("refuses another tenant's i18n overrides and returns only its own", async () => {
    const east = await tenantIdOf(DEMO_TENANTS.east);
    const north = await tenantIdOf(DEMO_TENANTS.north);
    const own = await get<Array<{ key: string; value: string }>>(server.app, `/eps/config/i18n-from-config/${east}/cache/en`, { token: configurator.ticket });
    expect(own.body.data).toEqual([
      { key: 'app.workbench', value: 'Eastern workbench' },
      { key: 'platform.name', value: 'Eastern Group Procurement' },
    ]);
    const other = await get(server.app, `/eps/config/i18n-from-config/${north}/cache/en`, { token: configurator.ticket });
    expect(other.body).toMatchObject({ code: API_CODES.PERMISSION_ERROR, data: null });
    const bySupplier = await get(server.app, `/eps/config/i18n-from-config/${east}/cache/zh-cn`, { token: supplier.ticket });
    expect(bySupplier.body.code).toBe(API_CODES.PERMISSION_ERROR);
    expect((await get(server.app, `/eps/config/i18n-from-config/${east}/cache/en`)).body.code).toBe(API_CODES.LOGIN_ERROR);
  });

  it('lets nobody switch into, or choose, a tenant they do not belong to', async () => {
    const supplierTenant = await tenantIdOf(DEMO_TENANTS.supplier);
    const east = await tenantIdOf(DEMO_TENANTS.east);
    // Signed in, texts follow the session's language (zh-cn here), not Accept-Language.
    const denied = await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${supplierTenant}`, { token: buyer.ticket, headers: { 'accept-language': 'en' } });
    expect(denied.body).toEqual({ code: API_CODES.PERMISSION_ERROR, message: '您不属于该租户', data: null });
    expect((await get(server.app, '/eps/auth/cas/tenant/switch?tenantId=999999', { token: buyer.ticket })).body.code).toBe(API_CODES.PERMISSION_ERROR);
    expect((await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: east }, { token: supplier.ticket })).body.code).toBe(
      API_CODES.PERMISSION_ERROR,
    );
    // A purchaser that is not a partner (here: the supplier's own tenant id) cannot be chosen.
    const notPartner = await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: supplierTenant, purchaser: supplierTenant }, { token: supplier.ticket });
    expect(notPartner.body.code).toBe(API_CODES.PERMISSION_ERROR);
    // Nothing moved.
    const info = await post<SignedIn>(server.app, '/eps/auth/cas/session-info', undefined, { token: buyer.ticket });
    expect(info.body.data.tenantId).toBe(east);
  });

  it('names a malformed tenant id', async () => {
    const bad = await get(server.app, '/eps/auth/cas/tenant/switch?tenantId=abc', { token: buyer.ticket });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('输入有误：querystring.tenantId：请输入正确类型的值 (must be integer)');
  });
});

/** Signs in and switches to `tenantId`; returns the session (a fresh login, as the portal does after a switch). */
async function signInto(account: string, password: string, tenantId: number): Promise<SignedIn> {
  const first = await login(server.app, account, password);
  expect((await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${tenantId}`, { token: first.ticket })).body.code).toBe('200');
  return login(server.app, account, password);
}

describe('tenant calls', () => {
  it('lists the purchaser tenants of the buyer and switches between them', async () => {
    const session = await login(server.app, 'buyer', 'Eps#Buyer2026');
    const list = await get<Array<{ tenantId: number; tenantName: string; current: boolean }>>(server.app, '/eps/usercenter/cas/multi/ep/tenant', { token: session.ticket });
    expect(list.body.data.map((t) => t.tenantName)).toEqual(['东方采购集团', '北辰建设集团']);
    const north = list.body.data.find((t) => t.tenantName === '北辰建设集团')!;
    const east = list.body.data.find((t) => t.tenantName === '东方采购集团')!;
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: session.ticket });
    const switched = await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${north.tenantId}`, { token: session.ticket });
    expect(switched.body).toMatchObject({ code: '200', message: 'Successfully switched, will log in again soon!' });
    // The next sign-in lands in the new tenant, with that tenant's menu.
    const next = await login(server.app, 'buyer', 'Eps#Buyer2026');
    expect(next.tenantId).toBe(north.tenantId);
    expect((await apps(next.ticket)).map((a) => a.appCode)).toContain('app.north-portal');
    const back = await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${east.tenantId}`, { token: next.ticket });
    expect(back.body.code).toBe('200');
    const again = await login(server.app, 'buyer', 'Eps#Buyer2026');
    expect(again.tenantId).toBe(east.tenantId);
    expect((await apps(again.ticket)).map((a) => a.appCode)).not.toContain('app.north-portal');
  });

  it("lists the supplier's tenant with its two partners and lets it choose one", async () => {
    const session = await login(server.app, 'supplier', 'Eps#Supp2026');
    const list = await get<Array<{ tenantId: number; tenantName: string; purchasers: Array<{ tenantId: number; tenantName: string }> }>>(
      server.app,
      '/eps/usercenter/cas/multi/supplier/tenant',
      { token: session.ticket },
    );
    expect(list.body.data).toHaveLength(1);
    const [tenant] = list.body.data;
    expect(tenant!.purchasers.map((p) => p.tenantName)).toEqual(['东方采购集团', '北辰建设集团']);
    const north = tenant!.purchasers[1]!;
    const chosen = await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: tenant!.tenantId, tenantName: tenant!.tenantName, purchaser: String(north.tenantId) }, { token: session.ticket });
    expect(chosen.body.code).toBe('200');
    const info = await post<SignedIn>(server.app, '/eps/auth/cas/session-info', undefined, { token: session.ticket });
    expect(info.body.data).toMatchObject({ purchaseId: north.tenantId, purchaseName: '北辰建设集团' });
  });

  it('lists the purchaser directory and counts supplier tenants publicly', async () => {
    const directory = await get<Array<{ tenantName: string }>>(server.app, '/eps/usercenter/epsCaTenant/first/category', { token: supplier.ticket });
    expect(directory.body.data.map((t) => t.tenantName)).toEqual(['东方采购集团', '北辰建设集团']);
    // SUP001 and SUP002 (the type-2 enterprise).
    expect((await get(server.app, '/eps/usercenter/epsCaTenant/tenantCount')).body).toEqual({ code: '200', message: '', data: 2 });
  });
});

type SupplierTenantList = Array<{ tenantId: number; tenantName: string; purchasers: Array<{ tenantId: number; tenantName: string }> }>;
interface SessionUser {
  tenantId: number;
  tenantName: string | null;
  purchaseId: number | null;
  purchaseName: string | null;
  errorFlags: { partner: boolean };
}
const sessionInfo = async (token: string) => (await post<SessionUser>(server.app, '/eps/auth/cas/session-info', undefined, { token })).body.data;

// spec portal-shell 4 and 5: forced tenant choice, forced partner choice, and the partner dialog's list.
describe('forced tenant and partner choice', () => {
  it('starts a purchaser in several tenants with none remembered in no tenant, until one of its own is chosen', async () => {
    const session = await login(server.app, 'e2e_tenant', 'Eps#Tena2026');
    expect(await sessionInfo(session.ticket)).toMatchObject({ tenantId: -1, tenantName: null });
    // Without a tenant nothing is granted: empty menus (nothing of any tenant leaks), not an error page.
    expect((await get(server.app, '/eps/auth/permission/listPermissionApp', { token: session.ticket })).body).toMatchObject({ code: '200', data: [] });
    expect((await get(server.app, '/eps/auth/permission/listPermissionNotree', { token: session.ticket })).body).toMatchObject({ code: '200', data: [] });
    const list = await get<Array<{ tenantId: number; tenantName: string; current: boolean }>>(server.app, '/eps/usercenter/cas/multi/ep/tenant', { token: session.ticket });
    expect(list.body.data.map((t) => [t.tenantName, t.current])).toEqual([['东方采购集团', false], ['北辰建设集团', false]]);

    // Isolation: a tenant it does not belong to (the supplier's) cannot be chosen, and nothing moves.
    const supplierTenant = await tenantIdOf(DEMO_TENANTS.supplier);
    const refused = await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: supplierTenant, tenantName: 'x' }, { token: session.ticket });
    expect(refused.body).toEqual({ code: API_CODES.PERMISSION_ERROR, message: '您不属于该租户', data: null });
    expect((await sessionInfo(session.ticket)).tenantId).toBe(-1);

    const north = list.body.data[1]!;
    const chosen = await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: north.tenantId, tenantName: north.tenantName }, { token: session.ticket });
    expect(chosen.body).toMatchObject({ code: '200', data: { tenantId: north.tenantId, tenantName: '北辰建设集团', purchaseId: null } });
    // This session is in the tenant now (the forced dialog refreshes session-info and goes on) ...
    expect(await sessionInfo(session.ticket)).toMatchObject({ tenantId: north.tenantId, tenantName: '北辰建设集团' });
    expect((await apps(session.ticket)).map((a) => a.appCode)).toContain('app.north-portal');
    // ... and so is the next sign-in.
    expect((await login(server.app, 'e2e_tenant', 'Eps#Tena2026')).tenantId).toBe(north.tenantId);
  });

  it('flags a supplier with partners but none chosen, lists its partners, and refuses a purchaser that is not one', async () => {
    const session = await login(server.app, 'e2e_choose', 'Eps#Choo2026');
    const before = await sessionInfo(session.ticket);
    expect(before).toMatchObject({ purchaseId: null, purchaseName: null, errorFlags: { partner: true } });
    const supplierTenant = await tenantIdOf(DEMO_TENANTS.supplier);
    expect(before.tenantId).toBe(supplierTenant);

    // The partner dialog asks for the current tenant's partners only.
    const narrowed = await get<SupplierTenantList>(server.app, `/eps/usercenter/cas/multi/supplier/tenant?tenantId=${supplierTenant}`, { token: session.ticket });
    expect(narrowed.body.data).toEqual([
      {
        tenantId: supplierTenant,
        tenantName: '恒信精密制造有限公司',
        purchasers: [
          { tenantId: await tenantIdOf(DEMO_TENANTS.east), tenantName: '东方采购集团' },
          { tenantId: await tenantIdOf(DEMO_TENANTS.north), tenantName: '北辰建设集团' },
        ],
      },
    ]);
    // Another tenant's id (one it is not in) lists nothing: no other supplier's partners.
    const east = await tenantIdOf(DEMO_TENANTS.east);
    expect((await get<SupplierTenantList>(server.app, `/eps/usercenter/cas/multi/supplier/tenant?tenantId=${east}`, { token: session.ticket })).body.data).toEqual([]);

    // A purchaser tenant that is not a partner of this supplier tenant is refused (the supplier's own id here).
    const notPartner = await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: supplierTenant, purchaser: supplierTenant }, { token: session.ticket });
    expect(notPartner.body).toEqual({ code: API_CODES.PERMISSION_ERROR, message: '该采购方不是贵企业的合作伙伴', data: null });
    // Choosing as a member of a purchaser tenant it does not belong to is refused too.
    const notMember = await post(server.app, '/eps/usercenter/uc/user/choose/multi/tenant', { tenantId: east, purchaser: east }, { token: session.ticket });
    expect(notMember.body.code).toBe(API_CODES.PERMISSION_ERROR);
    expect((await sessionInfo(session.ticket)).errorFlags.partner).toBe(true);

    const chosen = await post(
      server.app,
      '/eps/usercenter/uc/user/choose/multi/tenant',
      { tenantId: supplierTenant, tenantName: '恒信精密制造有限公司', purchaser: east },
      { token: session.ticket },
    );
    expect(chosen.body).toMatchObject({ code: '200', data: { tenantId: supplierTenant, purchaseId: east } });
    expect(await sessionInfo(session.ticket)).toMatchObject({ purchaseId: east, purchaseName: '东方采购集团', errorFlags: { partner: false } });
    // Remembered for the next sign-in.
    const next = await login(server.app, 'e2e_choose', 'Eps#Choo2026');
    expect(await sessionInfo(next.ticket)).toMatchObject({ purchaseId: east, errorFlags: { partner: false } });
  });

  it('starts a purchaser in its only tenant, remembered or not', async () => {
    const { users } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    await server.app.eps.db.update(users).set({ currentTenantId: null }).where(eq(users.account, 'configurator'));
    expect((await login(server.app, 'configurator', 'Eps#Conf2026')).tenantId).toBe(await tenantIdOf(DEMO_TENANTS.east));
  });

  it('remembers the switched tenant of e2e_switch for the next sign-in, and a malformed narrowing id is refused', async () => {
    const session = await login(server.app, 'e2e_switch', 'Eps#Swit2026');
    expect(session.tenantId).toBe(await tenantIdOf(DEMO_TENANTS.east));
    const north = await tenantIdOf(DEMO_TENANTS.north);
    expect((await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${north}`, { token: session.ticket })).body.code).toBe('200');
    expect((await login(server.app, 'e2e_switch', 'Eps#Swit2026')).tenantId).toBe(north);
    const bad = await get(server.app, '/eps/usercenter/cas/multi/supplier/tenant?tenantId=-1', { token: supplier.ticket });
    expect(bad.status).toBe(400);
  });
});
