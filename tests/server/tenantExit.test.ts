// @vitest-environment node
/**
 * Leaving a tenant ends access: after "exit enterprise" in one
 * session, the same user's other live session can no longer read the tenant's
 * members, upload into it or change its contacts; the role rows of that tenant
 * are gone and no session of the user still acts in it.
 */
import { and, count, eq } from 'drizzle-orm';
import { API_CODES } from '@core/apiCodes';
import { files, partnerContacts, roles, sessions, userRoles } from '../../server/db/schema';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let first: SignedIn;
let second: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  first = await login(server.app, 'e2e_partner', 'Eps#Part2026');
  second = await login(server.app, 'e2e_partner', 'Eps#Part2026');
});
afterAll(async () => {
  await server?.close();
});

function upload(token: string) {
  const boundary = '----exit' + Math.random().toString(16).slice(2);
  return server.app.inject({
    method: 'POST',
    url: '/eps/config/file/oss/upload',
    payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--${boundary}--\r\n`),
    headers: { cookie: `EPSSESSION=${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const putContact = (token: string, purchaseId: number, contact: string) =>
  server.app.inject({
    method: 'PUT',
    url: '/eps/usercenter/uc/partner/contact',
    payload: { purchaseId, contact, email: 'exit@example.com', linkPhone: '13800000077' },
    headers: { cookie: `EPSSESSION=${token}` },
  });
const members = (token: string) => get<{ items: unknown[] }>(server.app, '/eps/usercenter/uc/user/queryUserByUc?pageSize=50', { token });

it('ends the access of the other live sessions, removes the role rows and re-scopes every session', async () => {
  const tenantId = first.tenantId;
  const partners = await get<{ tenantId: number; purchasers: { tenantId: number }[] }[]>(server.app, '/eps/usercenter/cas/multi/supplier/tenant', { token: second.ticket });
  const purchaseId = partners.body.data.find((t) => t.tenantId === tenantId)!.purchasers[0]!.tenantId;

  // Before: the second session works in the tenant.
  expect((await members(second.ticket)).body.data.items.length).toBeGreaterThan(0);
  expect((await upload(second.ticket)).json()).toMatchObject({ code: API_CODES.SUCCESS });
  expect((await putContact(second.ticket, purchaseId, 'Before Exit')).json()).toMatchObject({ code: API_CODES.SUCCESS });
  const db = server.app.eps.db;
  const heldRoles = () =>
    db
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, first.userId), eq(roles.tenantId, tenantId)));
  expect((await heldRoles())[0]!.n).toBeGreaterThan(0);
  const filesBefore = (await db.select({ n: count() }).from(files).where(eq(files.tenantId, tenantId)))[0]!.n;

  const exit = await get(server.app, '/eps/usercenter/uc/user/deleteTenant?reason=leaving', { token: first.ticket });
  expect(exit.body.code).toBe(API_CODES.SUCCESS);

  // After: the other session is refused everywhere in that tenant.
  const after = await members(second.ticket);
  expect(after.body.code).toBe(API_CODES.PERMISSION_ERROR);
  expect(after.body.data).toBeNull();
  expect((await upload(second.ticket)).json()).toMatchObject({ code: API_CODES.PERMISSION_ERROR });
  expect((await putContact(second.ticket, purchaseId, 'After Exit')).json()).toMatchObject({ code: API_CODES.PERMISSION_ERROR });
  expect((await db.select({ n: count() }).from(files).where(eq(files.tenantId, tenantId)))[0]!.n).toBe(filesBefore);
  const [contact] = await db
    .select({ contact: partnerContacts.contact })
    .from(partnerContacts)
    .where(and(eq(partnerContacts.supplierTenantId, tenantId), eq(partnerContacts.purchaserTenantId, purchaseId)));
  expect(contact?.contact).toBe('Before Exit');

  expect((await heldRoles())[0]!.n).toBe(0);
  const stillThere = await db.select().from(sessions).where(and(eq(sessions.userId, first.userId), eq(sessions.tenantId, tenantId)));
  expect(stillThere).toEqual([]);
});

it('refuses a session whose tenant membership was removed behind its back (the scope re-checks membership)', async () => {
  const other = await login(server.app, 'e2e_profile', 'Eps#Prof2026');
  const { userTenants } = await import('../../server/db/schema');
  await server.app.eps.db.delete(userTenants).where(and(eq(userTenants.userId, other.userId), eq(userTenants.tenantId, other.tenantId)));
  expect((await members(other.ticket)).body.code).toBe(API_CODES.PERMISSION_ERROR);
});

it("answers session-info without the tenant (nor its purchaser) once the membership was removed behind the session's back", async () => {
  const supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  const before = await post<Record<string, unknown>>(server.app, '/eps/auth/cas/session-info', undefined, { token: supplier.ticket });
  expect(before.body.data).toMatchObject({ tenantId: supplier.tenantId, purchaseName: '东方采购集团' });
  const { userTenants } = await import('../../server/db/schema');
  await server.app.eps.db.delete(userTenants).where(and(eq(userTenants.userId, supplier.userId), eq(userTenants.tenantId, supplier.tenantId)));
  // The session hook reads the user's record with the session, for the tenant the session had: not that one.
  const after = await post<Record<string, unknown>>(server.app, '/eps/auth/cas/session-info', undefined, { token: supplier.ticket });
  expect(after.body.code).toBe(API_CODES.SUCCESS);
  expect(after.body.data).toMatchObject({ userId: supplier.userId, tenantId: -1, tenantName: null, purchaseId: null, purchaseName: null, supplierId: null });
});
