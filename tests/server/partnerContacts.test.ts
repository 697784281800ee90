// @vitest-environment node
/**
 * The business contact per partner (server/usercenter/contactRoutes.ts; spec
 * portal-shell 5: name, email and mobile required and valid): read and saved
 * for the session's supplier tenant and one of its partners only, and saved
 * with the partners an add-partner request creates.
 */
import type { FastifyInstance } from 'fastify';
import { API_CODES } from '@core/apiCodes';
import enValidation from '../../src/i18n/locales/en/validation.json';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let supplier: SignedIn & { purchaseId: number; purchaseName: string };
let buyer: SignedIn;
const URL = '/eps/usercenter/uc/partner/contact';
const en = { 'accept-language': 'en' };

async function put(app: FastifyInstance, url: string, body: object, token: string) {
  const raw = await app.inject({ method: 'PUT', url, payload: body, headers: { cookie: `EPSSESSION=${token}`, ...en } });
  return { status: raw.statusCode, body: raw.json<{ code: string; message: string; data: unknown }>() };
}

beforeAll(async () => {
  server = await startTestServer();
  supplier = (await login(server.app, 'supplier', 'Eps#Supp2026')) as typeof supplier;
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: supplier.ticket });
});
afterAll(async () => server.close());

describe('business contact', () => {
  it("answers the session partner with no contact yet, then saves and reads one", async () => {
    const empty = await get<Record<string, unknown>>(server.app, URL, { token: supplier.ticket });
    expect(empty.body.data).toEqual({ purchaseId: supplier.purchaseId, purchaseName: supplier.purchaseName });
    const saved = await put(server.app, URL, { purchaseId: supplier.purchaseId, contact: ' 王联系 ', email: 'sales@example.com', linkPhone: '13512345678' }, supplier.ticket);
    expect(saved.body).toMatchObject({ code: API_CODES.SUCCESS, message: 'Business contact saved' });
    const read = await get(server.app, `${URL}?purchaseId=${supplier.purchaseId}`, { token: supplier.ticket });
    expect(read.body.data).toEqual({
      purchaseId: supplier.purchaseId,
      purchaseName: supplier.purchaseName,
      contact: '王联系',
      email: 'sales@example.com',
      linkPhone: '13512345678',
    });
  });

  it('refuses a missing name, a bad email and a bad mobile with the portal messages', async () => {
    const cases: [object, string][] = [
      [{ contact: '', email: 'a@example.com', linkPhone: '13512345678' }, enValidation.nameRequired],
      [{ contact: 'A', email: 'not-mail', linkPhone: '13512345678' }, enValidation.email],
      [{ contact: 'A', email: 'a@example.com', linkPhone: '12345' }, enValidation.mobile],
      [{ contact: 'A', email: 'a@example.com' }, enValidation.mobileRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await put(server.app, URL, body, supplier.ticket);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });

  it('only for a partner of the session tenant, and only for suppliers', async () => {
    // The demo supplier trades with every purchaser: its own tenant and an unknown id are not partners.
    for (const stranger of [supplier.tenantId, 987654]) {
      const read = await get(server.app, `${URL}?purchaseId=${stranger}`, { token: supplier.ticket });
      expect(read.body.code).toBe(API_CODES.PERMISSION_ERROR);
      const write = await put(server.app, URL, { purchaseId: stranger, contact: 'A', email: 'a@example.com', linkPhone: '13512345678' }, supplier.ticket);
      expect(write.body.code).toBe(API_CODES.PERMISSION_ERROR);
    }
    const byBuyer = await get(server.app, URL, { token: buyer.ticket });
    expect(byBuyer.body.code).toBe(API_CODES.PERMISSION_ERROR);
  });

  it('an add-partner request saves the contact for each new partner; a bad contact adds nothing', async () => {
    const boundary = '----pc' + Math.random().toString(16).slice(2);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/eps/config/file/oss/upload',
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--${boundary}--\r\n`),
      headers: { cookie: `EPSSESSION=${supplier.ticket}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const attachmentId = uploaded.json<{ data: { attachmentId: string } }>().data.attachmentId;
    const all = await get<{ tenantId: number }[]>(server.app, '/eps/usercenter/epsCaTenant/first/category', { token: supplier.ticket });
    const purchaseIds = all.body.data.map((t) => t.tenantId);
    const contact = { contact: '赵业务', email: 'biz@example.com', linkPhone: '13711112222' };

    const bad = await post(server.app, '/eps/usercenter/initSupplierNetwork', { purchaseIds, attachmentId, ...contact, linkPhone: '1' }, { token: supplier.ticket });
    expect(bad.status).toBe(400);

    const added = await post(server.app, '/eps/usercenter/initSupplierNetwork', { supplierTenantId: supplier.tenantId, purchaseIds, attachmentId, ...contact }, { token: supplier.ticket });
    expect(added.body.code).toBe(API_CODES.SUCCESS);
    for (const purchaseId of purchaseIds) {
      const read = await get<Record<string, unknown>>(server.app, `${URL}?purchaseId=${purchaseId}`, { token: supplier.ticket });
      expect(read.body.data).toMatchObject({ purchaseId, ...contact });
    }
  });
});
