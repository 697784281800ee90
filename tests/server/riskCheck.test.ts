// @vitest-environment node
/**
 * The company-register check (spec portal-shell 2.1,
 * server/enterprise/riskCheck.ts): a supplier without a licence on file is
 * hit (the demo's type-2 supplier, SUP002), the demo supplier with its
 * licence and a purchaser are not; only the session's own tenant is
 * answered; without a session the usual LOGIN_ERROR envelope; a licence
 * saved among the attachments ends the hit.
 */
import { ENTERPRISE_ATTACHMENT_KEYS, INTL_ACCOUNT, INTL_PASSWORD } from '../../server/db/seed/enterprise';
import { demoPng } from '../../server/db/seed/enterpriseFiles';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';
import { multipart } from './helpers/multipart';

const URL_ = '/eps/usercenter/enterprise/risk/check';

let server: TestServer;
let supplier: SignedIn;
let intl: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  intl = await login(server.app, INTL_ACCOUNT, INTL_PASSWORD);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /eps/usercenter/enterprise/risk/check', () => {
  it('hit for the supplier without a licence on file, with its reason', async () => {
    const answer = await get<{ hit: boolean; reason: string | null }>(server.app, URL_, { token: intl.ticket });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: API_CODES.SUCCESS, data: { hit: true, reason: 'licenceMissing' } });
    // Naming its own tenant is the same question.
    const own = await get<{ hit: boolean }>(server.app, `${URL_}?tenantId=${intl.tenantId}`, { token: intl.ticket });
    expect(own.body.data).toEqual({ hit: true, reason: 'licenceMissing' });
  });

  it('no hit for the supplier whose licence is on file, nor for a purchaser', async () => {
    const answer = await get(server.app, URL_, { token: supplier.ticket });
    expect(answer.body).toMatchObject({ code: API_CODES.SUCCESS, data: { hit: false, reason: null } });
    const buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
    expect((await get(server.app, URL_, { token: buyer.ticket })).body.data).toEqual({ hit: false, reason: null });
  });

  it("answers for the session's tenant only: another tenant's id is PERMISSION_ERROR, never its answer", async () => {
    const probe = await get(server.app, `${URL_}?tenantId=${intl.tenantId}`, { token: supplier.ticket });
    expect(probe.body.code).toBe(API_CODES.PERMISSION_ERROR);
    expect(probe.body.data).toBeNull();
    const back = await get(server.app, `${URL_}?tenantId=${supplier.tenantId}`, { token: intl.ticket });
    expect(back.body.code).toBe(API_CODES.PERMISSION_ERROR);
  });

  it('not signed in: the usual LOGIN_ERROR envelope', async () => {
    const answer = await get(server.app, URL_);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: API_CODES.LOGIN_ERROR, message: '用户未登录', data: null });
  });

  it('bad input is a 400, never a 500', async () => {
    for (const query of ['tenantId=abc', 'tenantId=-1', 'tenantId=99999999999', 'other=1']) {
      const answer = await get(server.app, `${URL_}?${query}`, { token: intl.ticket });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(API_CODES.BAD_REQUEST);
    }
  });

  it('a licence saved among the enterprise attachments ends the hit', async () => {
    const body = multipart({}, [{ field: 'file', name: 'licence.png', bytes: demoPng(40, 30, [0, 90, 200]) }]);
    const raw = await server.app.inject({ method: 'POST', url: '/eps/config/file/oss/upload', payload: body.payload, headers: { cookie: `EPSSESSION=${intl.ticket}`, 'content-type': body.contentType } });
    const attachmentId = raw.json<{ data: { attachmentId: string } }>().data.attachmentId;
    const saved = await post(server.app, '/eps/config/file/oss/addFileBizList', { ...ENTERPRISE_ATTACHMENT_KEYS, items: [{ attachmentId, type: 'license', typeName: 'Licence' }] }, { token: intl.ticket });
    expect(saved.body.code).toBe(API_CODES.SUCCESS);
    expect((await get(server.app, URL_, { token: intl.ticket })).body.data).toEqual({ hit: false, reason: null });
  });
});
