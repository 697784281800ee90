// @vitest-environment node
/**
 * Enterprise change submissions sent at the same moment keep the change
 * rules (server/enterprise/changeRoute.ts holds the profile's row lock while
 * it decides): N business-record mismatches lower operateLimit by N, not by
 * one; with no tries left, or with a licence the registry cannot check, only
 * one change goes under review and the others are refused as pending. On
 * PostgreSQL (scripts/with-pg.sh) the submissions run on separate connections.
 */
import { and, eq } from 'drizzle-orm';
import { demoPng } from '../../server/db/seed/enterpriseFiles';
import { enterpriseChanges, enterpriseProfiles } from '../../server/db/schema';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';
import { multipart } from './helpers/multipart';

const ROUNDS = 4;
const PNG = demoPng(20, 20, [0, 120, 0]);
/** On the licence, not in the business record: order 2 while tries are left. */
const MISMATCH = { tenantName: '恒信精密科技有限公司', suCorporatRepresentative: '李恒', licenceType: '1' };

let server: TestServer;
let supplier: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
}, 60_000);
afterAll(async () => server?.close());

async function submit(fields: Record<string, string>) {
  const body = multipart(fields, [{ field: 'licenseFile', name: 'licence.png', bytes: PNG }]);
  const raw = await server.app.inject({ method: 'POST', url: '/eps/usercenter/enterprise/change', payload: body.payload, headers: { cookie: `EPSSESSION=${supplier.ticket}`, 'content-type': body.contentType } });
  return { status: raw.statusCode, body: raw.json<{ code: string; data: { order?: number; operateLimit?: number } | null }>() };
}

const db = () => server.db.database.db;
const own = () => eq(enterpriseProfiles.tenantId, supplier.tenantId);

async function reset(operateLimit: number): Promise<void> {
  await db().update(enterpriseProfiles).set({ operateLimit, changeType: 0 }).where(own());
  await db().delete(enterpriseChanges).where(and(eq(enterpriseChanges.tenantId, supplier.tenantId), eq(enterpriseChanges.type, 0)));
}

async function profile() {
  const [row] = await db().select().from(enterpriseProfiles).where(own());
  return row!;
}

async function pendingRows(): Promise<number> {
  return (await db().select().from(enterpriseChanges).where(and(eq(enterpriseChanges.tenantId, supplier.tenantId), eq(enterpriseChanges.type, 0)))).length;
}

it('three mismatches at once use three tries, each answer a different count', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await reset(3);
    const answers = await Promise.all([0, 1, 2].map(() => submit(MISMATCH)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.data?.order)).toEqual([2, 2, 2]);
    expect(answers.map((a) => a.body.data?.operateLimit).sort()).toEqual([0, 1, 2]);
    expect((await profile()).operateLimit).toBe(0);
  }
});

it('with no tries left, two at once: one goes under review, the other is refused as pending', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await reset(0);
    const answers = await Promise.all([submit(MISMATCH), submit(MISMATCH)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 200)?.body.data?.order).toBe(4);
    expect(answers.find((a) => a.status === 400)?.body.code).toBe(API_CODES.BAD_REQUEST);
    expect(await pendingRows()).toBe(1);
    expect((await profile()).changeType).toBe(1);
  }
});

it('two licences the registry cannot check at once: exactly one change under review', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    await reset(3);
    const answers = await Promise.all([0, 1, 2].map(() => submit({ ...MISMATCH, licenceType: '2' })));
    expect(answers.filter((a) => a.status === 200 && a.body.data?.order === 4)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(2);
    expect(await pendingRows()).toBe(1);
  }
});
