// @vitest-environment node
/**
 * Cross-site state changes are refused: every state-changing GET
 * the spec fixes and a sample of POST/PUT/DELETE calls, sent as a page of
 * another site would (Origin https://evil.example, Sec-Fetch-Site
 * cross-site) with a valid session cookie, get the 403 envelope and change
 * nothing; the portal's own calls (same-origin) go through. Form and
 * text/plain bodies (what an HTML form sends without a preflight) get 415.
 */
import { and, eq } from 'drizzle-orm';
import { userTenants } from '../../../server/db/schema';
import { loadConfig } from '../../../server/config';
import { STATE_CHANGING_GETS } from '../../../server/http/crossSite';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from '../helpers/testServer';
import { login, startTestServer } from '../helpers/testServer';

const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'accept-language': 'en' };

let server: TestServer;
let supplier: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: ['https://partner.example'] });
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => {
  await server?.close();
});

/** Each state-changing GET with plausible parameters. */
const GETS = [
  `/eps/usercenter/uc/user/deleteTenant?reason=bye`,
  `/eps/auth/cas/tenant/switch?tenantId=2`,
  `/eps/eps-api/msg/data/info/read?id=1`,
  `/eps/eps-api/msg/readMsg?id=1`,
  `/eps/usercenter/appMsg/setAppMsgRed/1`,
  `/eps/auth/cas/jump/app?id=1&appName=x`,
  `/eps/auth/cas/free-login?ukey=abc`,
  `/eps/sse/polling/getMessage`,
  `/eps/auth/cas/check/sso-app?appId=1`,
  `/eps/auth/cas/ddmGetToken?appId=1`,
];

const WRITES: Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
  { method: 'POST', url: '/eps/auth/cas/logout', payload: {} },
  { method: 'POST', url: '/eps/auth/cas/login', payload: { mobile: 'buyer', password: 'Eps#Buyer2026' } },
  { method: 'POST', url: '/eps/auth/i18n/locale/', payload: { lang: 'en' } },
  { method: 'POST', url: '/eps/usercenter/uc/user/userpwdModeify', payload: { oldPwd: 'Eps#Supp2026', newPwd: 'Evil#Pass2026x' } },
  { method: 'PUT', url: '/eps/usercenter/uc/user/', payload: { username: 'pwned' } },
  { method: 'PUT', url: '/eps/usercenter/uc/partner/contact', payload: { purchaseId: 1, contact: 'x', email: 'x@evil.example', linkPhone: '13512345678' } },
  { method: 'POST', url: '/eps/lowcode/menus', payload: { parentId: 1, type: 2, name: 'x', uri: 'schema:x' } },
  { method: 'DELETE', url: '/eps/lowcode/menus/1' },
  { method: 'POST', url: '/eps/auth/cas/sso-success', payload: { ticket: 'x' } },
  { method: 'POST', url: '/eps/usercenter/uc/register/check', payload: { phone: '13800000001' } },
];

async function supplierStillMember(): Promise<boolean> {
  const rows = await server.app.eps.db
    .select()
    .from(userTenants)
    .where(and(eq(userTenants.userId, supplier.userId), eq(userTenants.tenantId, supplier.tenantId)));
  return rows.length === 1;
}

describe('cross-site requests', () => {
  it('the list covers every GET the issue names', () => {
    for (const path of ['deleteTenant', 'tenant/switch', 'info/read', 'readMsg', 'setAppMsgRed', 'jump/app', 'free-login']) {
      expect([...STATE_CHANGING_GETS].some((route) => route.includes(path))).toBe(true);
    }
  });

  it.each(GETS)('refuses GET %s from another site with the 403 envelope', async (url) => {
    for (const headers of [EVIL, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, { origin: 'null' }]) {
      const answer = await server.app.inject({ method: 'GET', url, headers: { ...headers, cookie: `EPSSESSION=${supplier.ticket}`, 'accept-language': 'en' } });
      expect(answer.statusCode).toBe(403);
      // In the session's language (the supplier's is zh-cn).
      expect(answer.json()).toEqual({ code: API_CODES.PERMISSION_ERROR, message: '已拒绝跨站请求', data: null });
    }
  });

  it.each(WRITES)('refuses $method $url from another site', async ({ method, url, payload }) => {
    const answer = await server.app.inject({ method, url, headers: { ...EVIL, cookie: `EPSSESSION=${buyer.ticket}` }, ...(payload ? { payload } : {}) });
    expect(answer.statusCode).toBe(403);
    expect(answer.json<{ code: string }>().code).toBe(API_CODES.PERMISSION_ERROR);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('a cross-site exit-enterprise link changes nothing; the same call from the portal works', async () => {
    const url = '/eps/usercenter/uc/user/deleteTenant?reason=bye';
    await server.app.inject({ method: 'GET', url, headers: { ...EVIL, cookie: `EPSSESSION=${supplier.ticket}` } });
    expect(await supplierStillMember()).toBe(true);
    // A sibling host (same-site) that is not allowed is refused too.
    const sibling = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost', cookie: `EPSSESSION=${supplier.ticket}` },
    });
    expect(sibling.statusCode).toBe(403);
    expect(await supplierStillMember()).toBe(true);
  });

  it('a cross-site approval link (a sign-engine action GET, also through an edition prefix) changes nothing', async () => {
    const buttons = async () =>
      (await server.app.inject({ method: 'GET', url: '/eps/eps-api/signBpm/getButton?barcode=PO-2026-0001', headers: { cookie: `EPSSESSION=${buyer.ticket}` } })).json<{ data: { data: { version: number } } }>().data.data;
    const before = await buttons();
    for (const url of ['/eps/eps-api/signBpm/agree?barcode=PO-2026-0001&comment=ok&businessid=12', '/eps-sign4bpm/eps-api/signBpm/reject?barcode=PO-2026-0001&comment=no&businessid=12']) {
      const answer = await server.app.inject({ method: 'GET', url, headers: { ...EVIL, cookie: `EPSSESSION=${buyer.ticket}` } });
      expect(answer.statusCode, url).toBe(403);
    }
    expect((await buttons()).version).toBe(before.version);
  });

  it.each(GETS)('refuses HEAD %s from another site as it refuses the GET', async (url) => {
    for (const headers of [EVIL, { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost' }, { origin: 'null' }]) {
      const answer = await server.app.inject({ method: 'HEAD', url, headers: { ...headers, cookie: `EPSSESSION=${supplier.ticket}` } });
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('a HEAD from another site runs neither exit-enterprise nor a sign-engine action', async () => {
    await server.app.inject({ method: 'HEAD', url: '/eps/usercenter/uc/user/deleteTenant?reason=bye', headers: { ...EVIL, cookie: `EPSSESSION=${supplier.ticket}` } });
    expect(await supplierStillMember()).toBe(true);
    const buttons = async () =>
      (await server.app.inject({ method: 'GET', url: '/eps/eps-api/signBpm/getButton?barcode=PO-2026-0001', headers: { cookie: `EPSSESSION=${buyer.ticket}` } })).json<{ data: { data: { version: number } } }>().data.data;
    const before = await buttons();
    const answer = await server.app.inject({
      method: 'HEAD',
      url: '/eps/eps-api/signBpm/agree?barcode=PO-2026-0001&comment=ok&businessid=12',
      headers: { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost', cookie: `EPSSESSION=${buyer.ticket}` },
    });
    expect(answer.statusCode).toBe(403);
    expect((await buttons()).version).toBe(before.version);
  });

  it('refuses a state change loaded as an image, frame, script or page, even from this site', async () => {
    for (const dest of ['image', 'iframe', 'script', 'document', 'embed']) {
      const get = await server.app.inject({
        method: 'GET',
        url: '/eps/usercenter/uc/user/deleteTenant?reason=bye',
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': dest, cookie: `EPSSESSION=${supplier.ticket}` },
      });
      expect(get.statusCode, dest).toBe(403);
      expect(get.json(), dest).toEqual({ code: API_CODES.PERMISSION_ERROR, message: '已拒绝跨站请求', data: null });
      const post = await server.app.inject({
        method: 'POST',
        url: '/eps/auth/i18n/locale/',
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': dest, cookie: `EPSSESSION=${buyer.ticket}` },
        payload: { lang: 'zh-cn' },
      });
      expect(post.statusCode, dest).toBe(403);
    }
    expect(await supplierStillMember()).toBe(true);
    // fetch/XHR (destination empty) still changes state; a read loaded as a page still reads.
    const own = await server.app.inject({
      method: 'GET',
      url: '/eps/sse/polling/getMessage',
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', cookie: `EPSSESSION=${buyer.ticket}` },
    });
    expect([own.statusCode, own.json<{ code: string }>().code]).toEqual([200, '200']);
    const read = await server.app.inject({
      method: 'GET',
      url: '/eps/eps-api/signBpm/getButton?barcode=PO-2026-0001',
      headers: { 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document', cookie: `EPSSESSION=${buyer.ticket}` },
    });
    expect(read.statusCode).toBe(200);
  });

  it('the portal\'s own calls pass (same-origin, own Origin, no header, an allowed origin)', async () => {
    const own = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-origin', host: 'portal.example' },
      { origin: 'https://portal.example', host: 'portal.example' },
      { 'sec-fetch-site': 'none' },
      {},
      { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' },
    ];
    for (const headers of own) {
      const answer = await server.app.inject({ method: 'GET', url: '/eps/sse/polling/getMessage', headers: { ...headers, cookie: `EPSSESSION=${buyer.ticket}` } });
      expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([200, '200']);
    }
    const locale = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/i18n/locale/',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://portal.example', host: 'portal.example', cookie: `EPSSESSION=${buyer.ticket}` },
      payload: { lang: 'zh-cn' },
    });
    expect(locale.json<{ code: string }>().code).toBe('200');
  });

  it('reads ALLOWED_ORIGINS as origins and refuses anything else', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'http://127.0.0.1:5173/, https://partner.example' }).allowedOrigins).toEqual([
      'http://127.0.0.1:5173',
      'https://partner.example',
    ]);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'javascript:alert(1)' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('refuses form-encoded and text/plain bodies (415) on JSON calls', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/eps/auth/i18n/locale/',
        headers: { 'content-type': type, cookie: `EPSSESSION=${buyer.ticket}` },
        payload: 'lang=en',
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json<{ code: string }>().code).toBe(API_CODES.UNSUPPORTED_MEDIA_TYPE);
    }
  });
});
