// @vitest-environment node
/**
 * The other ways in (spec portal-shell 2.1, 4, 7): supplier admin login, phone
 * login with an SMS code, the language lock, captcha mode, single sign-on and ukey.
 */
import { DEMO_SSO_HREF } from '../../server/db/seed/appsData';
import { DEMO_ACCOUNTS, DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS } from '../../server/db/seed/demoAccounts';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

const EN = { 'accept-language': 'en' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const password = (account: string) => DEMO_ACCOUNTS.find((a) => a.account === account)!.password;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('admin login, phone login, language, captcha mode', () => {
  it('signs a supplier in with the supplier account and admin code', async () => {
    const okAnswer = await post<SignedIn>(server.app, '/eps/usercenter/cas/login-admin', {
      mobile: 'supplier',
      password: b64('Eps#Supp2026'),
      code: DEMO_SUPPLIER_ADMIN_CODE,
      supplierAccount: DEMO_TENANTS.supplier,
    });
    expect(okAnswer.body.code).toBe('200');
    expect(okAnswer.body.data).toMatchObject({ account: 'supplier', supplierId: DEMO_TENANTS.supplier });
  });

  it.each([
    ['a wrong code', 'supplier', 'Eps#Supp2026', '1234', DEMO_TENANTS.supplier],
    ['an unknown supplier account', 'supplier', 'Eps#Supp2026', DEMO_SUPPLIER_ADMIN_CODE, 'NOPE'],
    ['a user outside that supplier', 'buyer', 'Eps#Buyer2026', DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS.supplier],
    ['a purchaser tenant as supplier account', 'buyer', 'Eps#Buyer2026', DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS.east],
  ])('refuses %s', async (_case, mobile, pass, code, supplierAccount) => {
    const answer = await post(server.app, '/eps/usercenter/cas/login-admin', { mobile, password: pass, code, supplierAccount }, { headers: EN });
    expect(answer.body).toEqual({ code: API_CODES.LOGIN_FAILED, message: 'Incorrect supplier account or admin code', data: null });
  });

  it('names the missing admin code', async () => {
    const answer = await post(server.app, '/eps/usercenter/cas/login-admin', { mobile: 'supplier', password: 'x', supplierAccount: 'SUP001' }, { headers: EN });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid input: body.code is required');
  });

  it('signs in by phone with an SMS code read from the dev outbox, once', async () => {
    const phone = '13900000002';
    const sent = await post<string>(server.app, '/eps/usercenter/uc/sms/code', { phone: b64(phone) });
    expect(sent.body.code).toBe('200');
    const key = sent.body.data;
    const outbox = await get<{ code: string; key: string }>(server.app, `/eps/dev/codes?to=${phone}`);
    expect(outbox.body.data.key).toBe(key);
    expect(outbox.body.data.code).toMatch(/^\d{6}$/);
    const wrongCode = outbox.body.data.code === '000000' ? '111111' : '000000';
    const wrong = await post(server.app, '/eps/auth/cas/login/phone', { data: b64(`${phone}:${key}:${wrongCode}`) });
    expect(wrong.body.code).toBe(API_CODES.LOGIN_FAILED);
    const signed = await post<SignedIn>(server.app, '/eps/auth/cas/login/phone', { data: b64(`${phone}:${key}:${outbox.body.data.code}`) });
    expect(signed.body.code).toBe('200');
    expect(signed.body.data.account).toBe('supplier');
    const again = await post(server.app, '/eps/auth/cas/login/phone', { phone, key, code: outbox.body.data.code });
    expect(again.body.code).toBe(API_CODES.LOGIN_FAILED);
  });

  it('refuses a second code within 60 s and an invalid phone', async () => {
    const phone = '13800000001';
    expect((await post(server.app, '/eps/usercenter/uc/sms/code', { phone })).body.code).toBe('200');
    const tooSoon = await post(server.app, '/eps/usercenter/uc/sms/code', { phone });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe(API_CODES.TOO_MANY_REQUESTS);
    server.clock.advance(61_000);
    expect((await post(server.app, '/eps/usercenter/uc/sms/code', { phone })).body.code).toBe('200');
    const bad = await post(server.app, '/eps/usercenter/uc/sms/code', { phone: '12345' }, { headers: EN });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid input: body.phone: Please enter a valid phone number!');
  });

  it('expires an SMS code after 5 minutes', async () => {
    const phone = '13700000003';
    const key = (await post<string>(server.app, '/eps/usercenter/uc/sms/code', { phone })).body.data;
    const { code } = (await get<{ code: string }>(server.app, `/eps/dev/codes?to=${phone}`)).body.data;
    server.clock.advance(5 * 60_000 + 1000);
    expect((await post(server.app, '/eps/auth/cas/login/phone', { phone, key, code })).body.code).toBe(API_CODES.LOGIN_FAILED);
  });

  it('locks the language before sign-in (cookie) and on the session after', async () => {
    const before = await server.app.inject({ method: 'POST', url: '/eps/auth/i18n/locale/', payload: { lang: 'en_US' } });
    expect(before.json<{ data: unknown }>().data).toEqual({ lang: 'en' });
    const langCookie = before.cookies.find((c) => c.name === 'EPSLANG');
    expect(langCookie?.value).toBe('en');
    const signed = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/cas/login',
      cookies: { EPSLANG: 'en' },
      payload: { mobile: 'configurator', password: 'Eps#Conf2026' },
    });
    const info = signed.json<{ message: string; data: SignedIn }>();
    expect(info.message).toBe('Signed in');
    expect(info.data['lang']).toBe('en');
    // The session id is the cookie's (the body's ticket is a one-time ticket).
    const ticket = signed.cookies.find((c) => c.name === 'EPSSESSION')?.value;
    expect((await post(server.app, '/eps/auth/i18n/locale', { lang: 'zh-cn' }, { token: ticket })).body.message).toBe('语言已保存');
    const reread = await post<SignedIn>(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket });
    expect(reread.body.data['lang']).toBe('zh-cn');
    const bad = await post(server.app, '/eps/auth/i18n/locale/', { lang: 'fr' }, { headers: EN });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unsupported language: fr (zh-cn, en)');
  });

  it('tells the login page the captcha mode', async () => {
    const answer = await get<{ mode: string }>(server.app, '/eps/auth/cas/register');
    expect(answer.body.data.mode).toBe('N');
  });
});

describe('single sign-on and ukey', () => {
  it('issues a one-time SSO ticket for an SSO app and signs in with it once', async () => {
    const buyer = await login(server.app, 'buyer', password('buyer'));
    const apps = (await get<Array<{ id: number; type: number | null; appCode: string }>>(server.app, '/eps/auth/permission/listPermissionApp', { token: buyer.ticket })).body.data;
    const sso = apps.find((a) => a.type === 1)!;
    const internal = apps.find((a) => a.type === 0)!;
    const issued = await get<{ ticket: string; href: string }>(server.app, `/eps/auth/cas/check/sso-app?appId=${sso.id}`, { token: buyer.ticket });
    expect(issued.body.code).toBe('200');
    expect(issued.body.data.href).toBe(DEMO_SSO_HREF);
    const signed = await post<SignedIn>(server.app, '/eps/auth/cas/sso-success', { ticket: issued.body.data.ticket });
    expect(signed.body.code).toBe('200');
    expect(signed.body.data.userId).toBe(buyer.userId);
    expect(signed.body.data.tenantId).toBe(buyer.tenantId);
    expect(signed.body.data.ticket).not.toBe(buyer.ticket);
    const replay = await post(server.app, '/eps/auth/cas/sso-success', { ticket: issued.body.data.ticket }, { headers: EN });
    expect(replay.body).toEqual({ code: API_CODES.LOGIN_FAILED, message: 'User center unified login failed!', data: null });
    expect((await get(server.app, `/eps/auth/cas/check/sso-app?appId=${internal.id}`, { token: buyer.ticket })).status).toBe(400);
  });

  it('signs in once with a ukey', async () => {
    const { ukey } = (await get<{ ukey: string }>(server.app, '/eps/dev/ukey?account=supplier')).body.data;
    const first = await get<SignedIn>(server.app, `/eps/auth/cas/free-login?ukey=${encodeURIComponent(ukey)}`);
    expect(first.body.code).toBe('200');
    expect(first.body.data.account).toBe('supplier');
    const second = await get(server.app, `/eps/auth/cas/free-login?ukey=${encodeURIComponent(ukey)}`);
    expect(second.body.code).toBe(API_CODES.LOGIN_FAILED);
  });

  it('refuses an SSO ticket past 5 minutes', async () => {
    const buyer = await login(server.app, 'buyer', password('buyer'));
    const apps = (await get<Array<{ id: number; type: number | null }>>(server.app, '/eps/auth/permission/listPermissionApp', { token: buyer.ticket })).body.data;
    const issued = await get<{ ticket: string }>(server.app, `/eps/auth/cas/check/sso-app?appId=${apps.find((a) => a.type === 1)!.id}`, { token: buyer.ticket });
    server.clock.advance(5 * 60_000 + 1000);
    expect((await post(server.app, '/eps/auth/cas/sso-success', { ticket: issued.body.data.ticket })).body.code).toBe(API_CODES.LOGIN_FAILED);
  });
});
