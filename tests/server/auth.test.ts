// @vitest-environment node
/**
 * Sign-in and session calls (spec portal-shell 3, 4, 7, 8) against the real app
 * on its own database (PGlite, or PostgreSQL when DATABASE_URL is set).
 */
import { count } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../../server/db/seed/demoAccounts';
import { API_CODES, HTTP_SESSION_EXPIRED } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, post, startTestServer } from './helpers/testServer';

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

async function sessionCount(): Promise<number> {
  const [row] = await server.app.eps.db.select({ n: count() }).from(sessions);
  return Number(row?.n);
}

describe('account sign-in', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.account, a.password]))('signs in %s and sets the httpOnly session cookie', async (account, pass) => {
    const raw = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/login', payload: { mobile: account, password: pass } });
    expect(raw.statusCode).toBe(200);
    const body = raw.json<{ code: string; data: SignedIn }>();
    expect(body.code).toBe(API_CODES.SUCCESS);
    expect(body.data.account).toBe(account);
    const cookie = raw.cookies.find((c) => c.name === 'EPSSESSION');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // The body's ticket is a one-time ticket, never the session id (which stays in the cookie).
    expect(body.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.ticket).not.toBe(cookie?.value);
    expect(raw.body).not.toContain(cookie?.value ?? '-');
  });

  it('gives each demo account its role data', async () => {
    const buyer = await login(server.app, 'buyer', password('buyer'));
    expect(buyer).toMatchObject({ type: 0, tenantName: '东方采购集团', supplierId: null });
    expect(buyer.tenantId).toBeGreaterThan(0);
    const supplier = await login(server.app, 'supplier', password('supplier'));
    expect(supplier).toMatchObject({ type: 1, userLevel: '1', supplierId: DEMO_TENANTS.supplier, purchaseName: '东方采购集团' });
    expect(supplier.tenantId).toBeGreaterThan(0);
    const configurator = await login(server.app, 'configurator', password('configurator'));
    expect(configurator).toMatchObject({ type: 0, tenantId: buyer.tenantId, position: '系统管理员' });
  });

  it('refuses a wrong password with a message and opens no session', async () => {
    const before = await sessionCount();
    const raw = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/cas/login',
      headers: EN,
      payload: { mobile: 'buyer', password: 'Eps#Wrong2026' },
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toEqual({ code: API_CODES.LOGIN_FAILED, message: 'Incorrect account or password', data: null });
    expect(raw.cookies.find((c) => c.name === 'EPSSESSION')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await post(server.app, '/eps/auth/cas/login', { mobile: 'nobody', password: 'Eps#Buyer2026' }, { headers: EN });
    expect(unknown.body).toEqual({ code: API_CODES.LOGIN_FAILED, message: 'Incorrect account or password', data: null });
  });

  it('accepts the password plain or base64-encoded, and the phone as login name', async () => {
    expect((await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer', password: b64('Eps#Buyer2026') })).body.code).toBe('200');
    expect((await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer', password: 'Eps#Buyer2026' })).body.code).toBe('200');
    expect((await post(server.app, '/eps/auth/cas/login', { mobile: '13800000001', password: 'Eps#Buyer2026' })).body.code).toBe('200');
    expect((await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer', password: b64('Eps#Buyer2025') })).body.code).toBe(
      API_CODES.LOGIN_FAILED,
    );
  });

  it('refuses form-encoded and text/plain sign-ins (415: what a cross-site form sends) and names a missing field', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const form = await server.app.inject({
        method: 'POST',
        url: '/eps/auth/cas/login',
        headers: { 'content-type': type, ...EN },
        payload: `mobile=supplier&password=${encodeURIComponent(b64('Eps#Supp2026'))}`,
      });
      expect(form.statusCode).toBe(415);
      expect(form.json<{ code: string; message: string }>()).toMatchObject({ code: '415', message: `Unsupported content type: ${type}` });
      expect(form.headers['set-cookie']).toBeUndefined();
    }
    const missing = await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer' }, { headers: EN });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: '400', message: 'Invalid input: body.password is required', data: null });
  });
});

describe('session-info, logout and expiry', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.account, a.password]))('answers %s the user info the sign-in answered (the record read with the session)', async (account, pass) => {
    const signedIn = await login(server.app, account, pass);
    const info = await post<Record<string, unknown>>(server.app, '/eps/auth/cas/session-info', undefined, { token: signedIn.ticket });
    expect(info.body.code).toBe('200');
    const { oneTimeTicket: _oneTime, ticket: _session, ...fields } = signedIn;
    expect(info.body.data).toEqual({ ...fields, ticket: '' });
  });

  it('returns every user info field of spec 3 and the error flags', async () => {
    const { ticket } = await login(server.app, 'supplier', password('supplier'));
    const info = await post<Record<string, unknown>>(server.app, '/eps/auth/cas/session-info', { isUpdate: 1 }, { token: ticket });
    expect(info.body.code).toBe('200');
    for (const field of [
      'userId', 'username', 'account', 'avatar', 'tenantId', 'tenantName', 'purchaseId', 'purchaseName', 'supplierId', 'type',
      'userLevel', 'bizAdmin', 'passwordStatus', 'isAccredit', 'phone', 'phonePrefix', 'email', 'emailCheck', 'ticket', 'empNo',
      'position', 'department',
    ]) {
      expect(info.body.data).toHaveProperty(field);
    }
    // Never the session id in a body: session-info answers no ticket.
    expect(info.body.data['ticket']).toBe('');
    expect(info.raw.body).not.toContain(ticket);
    expect(info.body.data['errorFlags']).toEqual({ password: false, phone: false, email: false, unverifiedEmail: false, partner: false });
  });

  it('finds the session by cookie only, never by a Bearer or ticket header', async () => {
    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    const byCookie = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/session-info', cookies: { EPSSESSION: ticket } });
    const byTicket = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/session-info', headers: { ticket } });
    const byBearer = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/session-info', headers: { authorization: `Bearer ${ticket}` } });
    expect(byCookie.json<{ code: string }>().code).toBe('200');
    for (const answer of [byTicket, byBearer]) expect(answer.json<{ code: string }>().code).toBe(API_CODES.LOGIN_ERROR);
  });

  it('answers LOGIN_ERROR without a session and after logout', async () => {
    const none = await post(server.app, '/eps/auth/cas/session-info', undefined, { headers: EN });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ code: API_CODES.LOGIN_ERROR, message: 'User not logged in', data: null });

    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    const out = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/logout', cookies: { EPSSESSION: ticket } });
    expect(out.json<{ code: string }>().code).toBe('200');
    const cleared = out.cookies.find((c) => c.name === 'EPSSESSION');
    expect(cleared?.value).toBe('');
    const after = await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket });
    expect(after.status).toBe(200);
    expect(after.body.code).toBe(API_CODES.LOGIN_ERROR);
  });

  it('ignores a session id given in the logout body (the cookie says whose session ends)', async () => {
    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    expect((await post(server.app, '/eps/auth/cas/logout', { ticket })).body.code).toBe('200');
    expect((await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket })).body.code).toBe('200');
  });

  it('logoutNoInvalidate clears the cookie but keeps the session for other holders', async () => {
    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    const out = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/logoutNoInvalidate', cookies: { EPSSESSION: ticket } });
    expect(out.cookies.find((c) => c.name === 'EPSSESSION')?.value).toBe('');
    expect((await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket })).body.code).toBe('200');
  });

  it('answers HTTP 499 once for a session idle past its limit, then LOGIN_ERROR', async () => {
    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    server.clock.advance(server.app.eps.config.sessionIdleMs + 1000);
    const expired = await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket, headers: EN });
    expect(expired.status).toBe(HTTP_SESSION_EXPIRED);
    expect(expired.body).toEqual({ code: API_CODES.SESSION_EXPIRED, message: 'Your session has expired, please sign in again', data: null });
    const gone = await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket });
    expect(gone.status).toBe(200);
    expect(gone.body.code).toBe(API_CODES.LOGIN_ERROR);
  });

  it('expires an active session at its absolute lifetime', async () => {
    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    const { sessionIdleMs, sessionMaxMs } = server.app.eps.config;
    const step = sessionIdleMs - 60_000;
    let elapsed = 0;
    while (elapsed + step < sessionMaxMs) {
      server.clock.advance(step);
      elapsed += step;
      expect((await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket })).body.code).toBe('200');
    }
    server.clock.advance(sessionMaxMs - elapsed);
    expect((await post(server.app, '/eps/auth/cas/session-info', undefined, { token: ticket })).status).toBe(HTTP_SESSION_EXPIRED);
  });

  it('serves the same calls under the bpm, fw and jcy prefixes', async () => {
    const { ticket } = await login(server.app, 'buyer', password('buyer'));
    for (const prefix of ['/eps-sign4bpm', '/eps-sycBpm', '/eps-sign']) {
      expect((await post(server.app, `${prefix}/auth/cas/session-info`, undefined, { token: ticket })).body.code).toBe('200');
    }
  });
});
