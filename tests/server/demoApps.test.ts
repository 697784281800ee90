// @vitest-environment node
/**
 * The demo apps (sub-ui, pec-ui, contracts, data portal) stay with the demo
 * tenants: a tenant that is not a demo tenant is granted none of them, and
 * the demo accounts still open their own.
 */
import { inArray, notInArray } from 'drizzle-orm';
import { DEMO_APP_TENANTS, demoAppCodes } from '../../server/db/seed/demoApps';
import { INTL_ACCOUNT, INTL_PASSWORD } from '../../server/db/seed/enterprise';
import type { TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';

const DEMO_APP_CODES = ['app.sourcing', 'app.pec', 'app.contracts', 'app.analytics'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function appCodesOf(account: string, password: string): Promise<string[]> {
  const { ticket } = await login(server.app, account, password);
  const list = (await get<{ appCode: string }[]>(server.app, '/eps/auth/permission/listPermissionApp', { token: ticket })).body.data;
  return list.map((app) => app.appCode);
}

async function nodeCodesOf(account: string, password: string): Promise<string[]> {
  const { ticket } = await login(server.app, account, password);
  const list = (await get<{ permissionCode: string }[]>(server.app, '/eps/auth/permission/listPermissionNotree', { token: ticket })).body.data;
  return list.map((node) => node.permissionCode);
}

describe('demo apps', () => {
  it('no role of a tenant that is not a demo tenant is granted a demo app node', async () => {
    const { permissions, rolePermissions, roles, tenants } = await import('../../server/db/schema');
    const { eq } = await import('drizzle-orm');
    const db = server.app.eps.db;
    const others = await db.select({ id: tenants.id, code: tenants.code }).from(tenants).where(notInArray(tenants.code, [...DEMO_APP_TENANTS]));
    // The seed has one (SUP002); without it this test would prove nothing.
    expect(others.map((tenant) => tenant.code)).toContain('SUP002');
    const granted = await db
      .select({ code: permissions.permissionCode })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(roles.tenantId, others.map((tenant) => tenant.id)));
    expect(granted.length).toBeGreaterThan(0);
    expect(granted.map((row) => row.code).filter((code) => demoAppCodes().includes(code ?? ''))).toEqual([]);
  });

  it('an account of a tenant that is not a demo tenant sees none of the demo apps, neither tiles nor menus', async () => {
    const codes = await appCodesOf(INTL_ACCOUNT, INTL_PASSWORD);
    expect(codes).toContain('app.workbench');
    expect(codes.filter((code) => DEMO_APP_CODES.includes(code))).toEqual([]);
    const nodes = await nodeCodesOf(INTL_ACCOUNT, INTL_PASSWORD);
    expect(nodes.filter((code) => demoAppCodes().includes(code))).toEqual([]);
  });

  it('the demo accounts still see their own demo apps', async () => {
    expect(await appCodesOf('buyer', 'Eps#Buyer2026')).toEqual(expect.arrayContaining(['app.sourcing', 'app.contracts', 'app.analytics']));
    expect(await appCodesOf('supplier', 'Eps#Supp2026')).toEqual(expect.arrayContaining(['app.pec', 'app.contracts']));
  });
});
