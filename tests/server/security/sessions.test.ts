// @vitest-environment node
/**
 * Sessions: cookie flags, a new id at every sign-in (no fixation),
 * logout and password change end sessions and one-time tickets, the session
 * id never leaves the cookie, and the development routes are off unless
 * EPS_DEV_ROUTES=1.
 */
import { loadConfig } from '../../../server/config';
import { API_CODES } from '@core/apiCodes';
import type { TestServer } from '../helpers/testServer';
import { get, login, post, sessionCookieOf, startTestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signInRaw = (account: string, password: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/eps/auth/cas/login',
    payload: { mobile: account, password },
    ...(cookie ? { headers: { cookie: `EPSSESSION=${cookie}` } } : {}),
  });

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, path /, not Secure on plain http', async () => {
    const raw = await signInRaw('buyer', 'Eps#Buyer2026');
    const cookie = raw.cookies.find((c) => c.name === 'EPSSESSION');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
  });

  it('is Secure with COOKIE_SECURE=1 (behind HTTPS)', async () => {
    const secure = await startTestServer({ cookieSecure: true });
    try {
      const raw = await secure.app.inject({ method: 'POST', url: '/eps/auth/cas/login', payload: { mobile: 'buyer', password: 'Eps#Buyer2026' } });
      expect(raw.cookies.find((c) => c.name === 'EPSSESSION')).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    } finally {
      await secure.close();
    }
  });

  it('gets a new id at every sign-in, whatever session cookie the browser already had (fixation)', async () => {
    const first = sessionCookieOf(await signInRaw('buyer', 'Eps#Buyer2026'));
    const planted = 'attacker-chosen-session-id-aaaaaaaaaaaaaaaaa';
    const second = sessionCookieOf(await signInRaw('buyer', 'Eps#Buyer2026', planted));
    const third = sessionCookieOf(await signInRaw('buyer', 'Eps#Buyer2026', first));
    expect(new Set([first, second, third, planted]).size).toBe(4);
  });

  it('is never in a body, and never read from a header', async () => {
    const raw = await signInRaw('supplier', 'Eps#Supp2026');
    const id = sessionCookieOf(raw)!;
    expect(raw.body).not.toContain(id);
    const info = await post(server.app, '/eps/auth/cas/session-info', undefined, { token: id });
    expect(info.raw.body).not.toContain(id);
    for (const headers of [{ authorization: `Bearer ${id}` }, { ticket: id }]) {
      const answer = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/session-info', headers });
      expect(answer.json<{ code: string }>().code).toBe(API_CODES.LOGIN_ERROR);
    }
  });
});

describe('ending sessions and tickets', () => {
  it('logout ends the session and the one-time tickets issued before it', async () => {
    const user = await login(server.app, 'buyer', 'Eps#Buyer2026');
    expect((await post(server.app, '/eps/auth/cas/logout', {}, { token: user.ticket })).body.code).toBe('200');
    expect((await post(server.app, '/eps/auth/cas/session-info', undefined, { token: user.ticket })).body.code).toBe(API_CODES.LOGIN_ERROR);
    // The sign-in answer's one-time ticket (a forward-url's epssession) no longer opens a session.
    const late = await post(server.app, '/eps/auth/cas/sso-success', { ticket: user.oneTimeTicket });
    expect(late.body.code).toBe(API_CODES.LOGIN_FAILED);
  });

  it('a password change ends the other sessions and every one-time ticket issued before it', async () => {
    const first = await login(server.app, 'e2e_password', 'Eps#Pass2026');
    const other = await login(server.app, 'e2e_password', 'Eps#Pass2026');
    const apps = (await get<Array<{ id: number; type: number | null }>>(server.app, '/eps/auth/permission/listPermissionApp', { token: first.ticket })).body.data;
    const sso = apps.find((a) => a.type === 1);
    const appTicket = sso
      ? (await get<{ ticket: string; epssession: string }>(server.app, `/eps/auth/cas/check/sso-app?appId=${sso.id}`, { token: first.ticket })).body.data
      : undefined;
    const changed = await post(server.app, '/eps/usercenter/uc/user/userpwdModeify', { oldPwd: 'Eps#Pass2026', newPwd: 'Eps#Pass2027x' }, { token: first.ticket });
    expect(changed.body.code).toBe('200');
    expect((await post(server.app, '/eps/auth/cas/session-info', undefined, { token: other.ticket })).body.code).toBe(API_CODES.LOGIN_ERROR);
    for (const ticket of [first.oneTimeTicket, other.oneTimeTicket, appTicket?.ticket, appTicket?.epssession].filter((t): t is string => !!t)) {
      expect((await post(server.app, '/eps/auth/cas/sso-success', { ticket })).body.code).toBe(API_CODES.LOGIN_FAILED);
    }
    // A ticket issued after the change works.
    const fresh = await login(server.app, 'e2e_password', 'Eps#Pass2027x');
    expect((await post(server.app, '/eps/auth/cas/sso-success', { ticket: fresh.oneTimeTicket })).body.code).toBe('200');
  });
});

describe('development routes', () => {
  it('are off unless EPS_DEV_ROUTES=1, whatever NODE_ENV says', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(false);
    expect(loadConfig({ EPS_DEV_ROUTES: '1', NODE_ENV: 'production' }).devRoutes).toBe(true);
  });

  it('without the flag: no ukey, no codes, and the outbox keeps no code', async () => {
    const plain = await startTestServer({ devRoutes: false });
    try {
      expect((await get(plain.app, '/eps/dev/ukey?account=supplier')).status).toBe(404);
      expect((await post(plain.app, '/eps/usercenter/uc/sms/code', { phone: '13800000001' })).body.code).toBe('200');
      expect((await get(plain.app, '/eps/dev/codes?to=13800000001')).status).toBe(404);
      expect(plain.app.eps.outbox.latest('13800000001')).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('npm start (scripts/start.mjs, server/main.ts) sets no test-only flag', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['scripts/start.mjs', 'server/main.ts']) {
      expect(readFileSync(file, 'utf8')).not.toMatch(/EPS_DEV_ROUTES|EPS_TEST_WEAK_HASH|EPS_TEST_ACCOUNTS|devRoutes:\s*true/);
    }
  });
});
