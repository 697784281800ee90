// @vitest-environment node
/**
 * Multi-statement writes are atomic: the second statement of each is
 * forced to fail by a database trigger, and nothing of the first is stored.
 * Covered: adding a menu (node + grants), the supplier-network setup (partners
 * + business contact), exit enterprise (membership + roles + sessions), the
 * password change (hash + other sessions) and the tenant switch (user + session).
 */
import { and, eq, sql } from 'drizzle-orm';
import { API_CODES } from '@core/apiCodes';
import { permissions, tenantPartners, users, userTenants } from '../../server/db/schema';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.eps.db.execute(
    sql.raw(`CREATE FUNCTION eps_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure of the second statement'; END $$`),
  );
});
afterAll(async () => {
  await server?.close();
});

/** Runs `body` while every `event` on `table` fails. */
async function failing<T>(table: string, event: 'INSERT' | 'UPDATE' | 'DELETE', body: () => Promise<T>): Promise<T> {
  const db = server.app.eps.db;
  await db.execute(sql.raw(`CREATE TRIGGER eps_test_fail BEFORE ${event} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION eps_test_fail()`));
  try {
    return await body();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER eps_test_fail ON ${table}`));
  }
}

it('adding a menu stores neither the node nor the grants when the grants fail', async () => {
  const configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  const [workbench] = await server.app.eps.db.select().from(permissions).where(eq(permissions.permissionCode, 'm_workbench'));
  const body = { parentId: workbench!.id, type: 1, name: 'Atomic menu', uri: 'schema:demo/showcase' };
  const failed = await failing('role_permissions', 'INSERT', () => post(server.app, '/eps/lowcode/menus', body, { token: configurator.ticket }));
  expect(failed.status).toBe(500);
  expect(await server.app.eps.db.select().from(permissions).where(eq(permissions.name, 'Atomic menu'))).toEqual([]);
  // The same call without the fault stores it.
  expect((await post(server.app, '/eps/lowcode/menus', body, { token: configurator.ticket })).body.code).toBe(API_CODES.SUCCESS);
  expect(await server.app.eps.db.select().from(permissions).where(eq(permissions.name, 'Atomic menu'))).toHaveLength(1);
});

it('the supplier-network setup adds no partner when saving the contact fails', async () => {
  const supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  const db = server.app.eps.db;
  const boundary = '----tx' + Math.random().toString(16).slice(2);
  const uploaded = await server.app.inject({
    method: 'POST',
    url: '/eps/config/file/oss/upload',
    payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--${boundary}--\r\n`),
    headers: { cookie: `EPSSESSION=${supplier.ticket}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const attachmentId = uploaded.json<{ data: { attachmentId: string } }>().data.attachmentId;
  const partnerRows = () => db.select().from(tenantPartners).where(eq(tenantPartners.supplierTenantId, supplier.tenantId));
  const [dropped] = await partnerRows();
  await db.delete(tenantPartners).where(and(eq(tenantPartners.supplierTenantId, supplier.tenantId), eq(tenantPartners.purchaserTenantId, dropped!.purchaserTenantId)));
  const before = await partnerRows();
  const body = { purchaseIds: [dropped!.purchaserTenantId], attachmentId, contact: 'Tx Contact', email: 'tx@example.com', linkPhone: '13700001111' };
  const failed = await failing('partner_contacts', 'INSERT', () => post(server.app, '/eps/usercenter/initSupplierNetwork', body, { token: supplier.ticket }));
  expect(failed.status).toBe(500);
  expect(await partnerRows()).toEqual(before);
  expect((await post(server.app, '/eps/usercenter/initSupplierNetwork', body, { token: supplier.ticket })).body.code).toBe(API_CODES.SUCCESS);
  expect((await partnerRows()).length).toBe(before.length + 1);
});

it('exit enterprise keeps the membership when ending the sessions fails', async () => {
  const user: SignedIn = await login(server.app, 'e2e_profile', 'Eps#Prof2026');
  const failed = await failing('sessions', 'UPDATE', () => get(server.app, '/eps/usercenter/uc/user/deleteTenant?reason=tx', { token: user.ticket }));
  expect(failed.status).toBe(500);
  const member = await server.app.eps.db.select().from(userTenants).where(and(eq(userTenants.userId, user.userId), eq(userTenants.tenantId, user.tenantId)));
  expect(member).toHaveLength(1);
});

it('a password change keeps the old password when ending the other sessions fails', async () => {
  const user = await login(server.app, 'e2e_password', 'Eps#Pass2026');
  const [before] = await server.app.eps.db.select().from(users).where(eq(users.id, user.userId));
  const body = { oldPwd: 'Eps#Pass2026', newPwd: 'Tx#Changed2026' };
  const failed = await failing('sessions', 'DELETE', () => post(server.app, '/eps/usercenter/uc/user/userpwdModeify', body, { token: user.ticket }));
  expect(failed.status).toBe(500);
  const [after] = await server.app.eps.db.select().from(users).where(eq(users.id, user.userId));
  expect(after!.passwordHash).toBe(before!.passwordHash);
});

it('a tenant switch keeps the remembered tenant when moving the session fails', async () => {
  const user = await login(server.app, 'e2e_switch', 'Eps#Swit2026');
  const tenants = await get<{ tenantId: number }[]>(server.app, '/eps/usercenter/cas/multi/ep/tenant', { token: user.ticket });
  const other = tenants.body.data.find((t) => t.tenantId !== user.tenantId)!.tenantId;
  const [before] = await server.app.eps.db.select().from(users).where(eq(users.id, user.userId));
  const failed = await failing('sessions', 'UPDATE', () => get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${other}`, { token: user.ticket }));
  expect(failed.status).toBe(500);
  const [after] = await server.app.eps.db.select().from(users).where(eq(users.id, user.userId));
  expect(after!.currentTenantId).toBe(before!.currentTenantId);
});
