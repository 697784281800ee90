// @vitest-environment node
/**
 * Enterprise calls (spec workflow-enterprise-embedding 4.5, 5, 7):
 * info, registry reads, history with hisBak, contact rules, the change with
 * each order code, the licence image checked by its bytes, and the pending
 * change of the type-2 tenant. One app for the file.
 */
import type { FastifyInstance } from 'fastify';
import { demoPdf, demoPng } from '../../server/db/seed/enterpriseFiles';
import { INTL_ACCOUNT, INTL_PASSWORD, SUPPLIER_CREDIT_CODE } from '../../server/db/seed/enterprise';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';
import { multipart } from './helpers/multipart';

let server: TestServer;
let supplier: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
});
afterAll(async () => {
  await server?.close();
});

const PNG = demoPng(40, 30, [200, 0, 0]);

async function send(app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string, body: { payload: Buffer | object; contentType?: string }) {
  const raw = await app.inject({ method, url, payload: body.payload as Buffer, headers: { cookie: `EPSSESSION=${token}`, ...(body.contentType ? { 'content-type': body.contentType } : {}) } });
  return { status: raw.statusCode, body: raw.json<{ code: string; message: string; data: Record<string, unknown> }>() };
}

const change = (fields: Record<string, string>, bytes: Buffer = PNG, name = 'licence.png') =>
  send(server.app, 'POST', '/eps/usercenter/enterprise/change', supplier.ticket, multipart(fields, [{ field: 'licenseFile', name, bytes }]));

describe('enterprise reads', () => {
  it('info: every field of spec 3 for the own tenant, PERMISSION_ERROR for another tenantId', async () => {
    const info = await get<Record<string, unknown>>(server.app, `/eps/usercenter/enterprise/info?tenantId=${supplier.tenantId}`, { token: supplier.ticket });
    expect(info.body.code).toBe(API_CODES.SUCCESS);
    expect(info.body.data).toMatchObject({ tenantId: supplier.tenantId, registType: 1, tenantName: '恒信精密制造有限公司', businessLicenseNo: SUPPLIER_CREDIT_CODE, changeType: 0, operateLimit: 3, countryCode: 'CN', regionCode: '310115' });
    for (const field of ['shortName', 'suCorporatRepresentative', 'econKind', 'registCapi', 'startDate', 'attachmentId', 'fileName', 'duns', 'registNumber', 'vatNo', 'provinceCode', 'cityCode', 'address', 'businessScope', 'contact', 'email', 'linkPhone', 'landLineNo']) {
      expect(info.body.data, field).toHaveProperty(field);
    }
    const other = await get(server.app, `/eps/usercenter/enterprise/info?tenantId=${supplier.tenantId + 1}`, { token: supplier.ticket });
    expect(other.body.code).toBe(API_CODES.PERMISSION_ERROR);
  });

  it('a purchaser without the enterprise keys is refused', async () => {
    const buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
    expect((await get(server.app, '/eps/usercenter/enterprise/info', { token: buyer.ticket })).body.code).toBe(API_CODES.PERMISSION_ERROR);
  });

  it('odin info by the own licence number only; business info by tenant', async () => {
    const odin = await get<Record<string, unknown>>(server.app, `/eps/usercenter/enterprise/odin/info?businessNo=${SUPPLIER_CREDIT_CODE}`, { token: supplier.ticket });
    expect(odin.body.data).toMatchObject({ licenseNo: SUPPLIER_CREDIT_CODE, legal: '李恒' });
    const probe = await get(server.app, '/eps/usercenter/enterprise/odin/info?businessNo=91440300MA5FPL3R8D', { token: supplier.ticket });
    expect(probe.body.code).toBe(API_CODES.PERMISSION_ERROR);
    const business = await get<Record<string, unknown>>(server.app, '/eps/usercenter/enterprise/business/info', { token: supplier.ticket });
    expect(business.body.data).toMatchObject({ tenantName: '恒信精密制造有限公司', licenseNo: SUPPLIER_CREDIT_CODE });
  });

  it('history: newest first, statuses 1, 2 and 3, hisBak the old data as JSON text', async () => {
    const history = await get<Array<Record<string, unknown>>>(server.app, '/eps/usercenter/enterprise/change/history', { token: supplier.ticket });
    const types = history.body.data.map((h) => h.type);
    expect(types).toEqual(expect.arrayContaining([1, 2, 3]));
    const approved = history.body.data.find((h) => h.type === 1)!;
    expect(JSON.parse(approved.hisBak as string)).toMatchObject({ tenantName: '恒信精密机械有限公司' });
    expect(approved).toMatchObject({ reason: '公司更名', createByname: '李供应', tenantName: '恒信精密制造有限公司' });
  });

  it('the licence templates of types 1 and 2 answer data[0].attachmentId; an unknown template is a 400', async () => {
    for (const id of ['licence_template_1', 'licence_template_2']) {
      const answer = await get<Array<{ attachmentId: string }>>(server.app, `/eps/usercenter/enterprise/template?templateId=${id}`, { token: supplier.ticket });
      expect(answer.body.data[0]?.attachmentId).toMatch(/^enterpriseLicenceTemplate[12]$/);
    }
    expect((await get(server.app, '/eps/usercenter/enterprise/template?templateId=x', { token: supplier.ticket })).status).toBe(400);
  });
});

describe('contact update (spec 5)', () => {
  const url = '/eps/usercenter/enterprise/contact';
  it('refuses an invalid phone with the portal message and stores nothing; saves a valid contact', async () => {
    const bad = await send(server.app, 'PUT', url, supplier.ticket, { payload: { contact: '周联系', email: 'a@example.com', linkPhone: '12345678901' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请输入正确的手机号码!');
    const badMail = await send(server.app, 'PUT', url, supplier.ticket, { payload: { contact: '周联系', email: 'nope', linkPhone: '13912345678' } });
    expect(badMail.status).toBe(400);
    const info = await get<Record<string, unknown>>(server.app, '/eps/usercenter/enterprise/info', { token: supplier.ticket });
    expect(info.body.data.contact).toBe('李供应');
    const saved = await send(server.app, 'PUT', url, supplier.ticket, { payload: { tenantId: supplier.tenantId, contact: ' 周联系 ', email: 'zhou@example.com', linkPhone: '13912345678', landLineNo: '021-12345678' } });
    expect(saved.body.code).toBe(API_CODES.SUCCESS);
    const after = await get<Record<string, unknown>>(server.app, '/eps/usercenter/enterprise/info', { token: supplier.ticket });
    expect(after.body.data).toMatchObject({ contact: '周联系', email: 'zhou@example.com', linkPhone: '13912345678', landLineNo: '021-12345678' });
  });

  it('another tenantId is refused', async () => {
    const other = await send(server.app, 'PUT', url, supplier.ticket, { payload: { tenantId: supplier.tenantId + 1, contact: 'x', email: 'x@example.com', linkPhone: '13912345678' } });
    expect(other.body.code).toBe(API_CODES.PERMISSION_ERROR);
  });
});

describe('change (spec 4.5): each order code', () => {
  const base = { tenantName: '恒信精密制造有限公司', suCorporatRepresentative: '李恒', licenceType: '1' };

  it('refuses a missing name, a non-image licence (by its bytes, whatever the name) and two files', async () => {
    expect((await change({ ...base, tenantName: ' ' })).status).toBe(400);
    const pdfAsPng = await change(base, demoPdf('not an image'), 'licence.png');
    expect(pdfAsPng.status).toBe(400);
    expect(pdfAsPng.body.message).toMatch(/jpg/);
    const two = await send(server.app, 'POST', '/eps/usercenter/enterprise/change', supplier.ticket, multipart(base, [{ field: 'licenseFile', name: 'a.png', bytes: PNG }, { field: 'licenseFile', name: 'b.png', bytes: PNG }]));
    expect(two.status).toBe(400);
    const big = await change(base, Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]));
    expect(big.status).toBe(400);
  });

  it('order 1: the name is not on the licence; the licence model carries the registered values', async () => {
    const answer = await change({ ...base, tenantName: '随便写的公司' });
    expect(answer.body.data).toMatchObject({ order: 1, licenseModel: { tenantName: '随便写的公司', referLicenseNo: SUPPLIER_CREDIT_CODE, referLegal: '李恒' } });
  });

  it('order 2: on the licence but not in the business record; operateLimit counts down', async () => {
    const answer = await change({ ...base, tenantName: '恒信精密科技有限公司' });
    expect(answer.body.data).toMatchObject({ order: 2, operateLimit: 2, businessModel: { tenantName: '恒信精密科技有限公司', referTenantName: '恒信精密制造有限公司' } });
  });

  it('order 3: applied, with a history row holding the old data', async () => {
    const answer = await change({ ...base, shortName: '恒信新简称', reason: '更新执照' });
    expect(answer.body.data).toMatchObject({ order: 3 });
    const info = await get<Record<string, unknown>>(server.app, '/eps/usercenter/enterprise/info', { token: supplier.ticket });
    expect(info.body.data).toMatchObject({ shortName: '恒信新简称', changeType: 0, fileName: 'licence.png' });
    const licence = await server.app.inject({ method: 'GET', url: String(info.body.data.licenseUrl), headers: { cookie: `EPSSESSION=${supplier.ticket}` } });
    expect(licence.headers['content-type']).toBe('image/png');
    const history = await get<Array<Record<string, unknown>>>(server.app, '/eps/usercenter/enterprise/change/history', { token: supplier.ticket });
    expect(history.body.data[0]).toMatchObject({ type: 1, reason: '更新执照' });
    expect(JSON.parse(history.body.data[0]!.hisBak as string)).toMatchObject({ shortName: '恒信精密' });
  });

  it('order 4: licence type 2 goes to review, then the enterprise is locked (changeType 1)', async () => {
    const answer = await change({ ...base, licenceType: '2' });
    expect(answer.body.data).toMatchObject({ order: 4 });
    const info = await get<Record<string, unknown>>(server.app, '/eps/usercenter/enterprise/info', { token: supplier.ticket });
    expect(info.body.data.changeType).toBe(1);
    expect((await change(base)).status).toBe(400);
  });
});

describe('the type-2 tenant', () => {
  it('has duns, registration and VAT numbers and a change under review', async () => {
    const intl = await login(server.app, INTL_ACCOUNT, INTL_PASSWORD);
    const info = await get<Record<string, unknown>>(server.app, '/eps/usercenter/enterprise/info', { token: intl.ticket });
    expect(info.body.data).toMatchObject({ registType: 2, changeType: 1, duns: '315369934', registNumber: 'HRB 123456', vatNo: 'DE811907980', countryCode: 'DE' });
    const history = await get<Array<Record<string, unknown>>>(server.app, '/eps/usercenter/enterprise/change/history', { token: intl.ticket });
    expect(history.body.data.map((h) => h.type)).toEqual([0]);
  });
});
