// @vitest-environment node
/**
 * Login CSRF through a ticket link: a one-time ticket of another account,
 * sent while a user is signed in, does not replace that session unless the
 * call says `switchAccount` (the portal asks the user first). The ticket is
 * not used up by the refused call, so a confirmed switch still works; a
 * ticket of the signed-in user, or one sent with no session, signs in at once.
 */
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from '../helpers/testServer';
import { get, login, post, sessionCookieOf, startTestServer } from '../helpers/testServer';

let server: TestServer;
let buyer: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => {
  await server?.close();
});

/** A fresh one-time ticket of `account` (the sign-in answer's, as a forward-url carries it). */
const ticketOf = async (account: string, password: string): Promise<string> => (await login(server.app, account, password)).oneTimeTicket;
const whoAmI = async (session: string): Promise<unknown> =>
  (await post<{ account: string }>(server.app, '/eps/auth/cas/session-info', {}, { token: session })).body.data.account;

describe('a ticket of another account while signed in', () => {
  it('keeps the session and answers OTHER_ACCOUNT naming the signed-in user only; the ticket stays usable', async () => {
    const attacker = await ticketOf('supplier', 'Eps#Supp2026');
    const refused = await post(server.app, '/eps/auth/cas/sso-success', { ticket: attacker }, { token: buyer.ticket });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      code: API_CODES.OTHER_ACCOUNT,
      // In the session's language (the buyer's is zh-cn).
      message: '此浏览器已登录其他账号，确认后才会切换账号',
      data: { account: 'buyer', username: buyer['username'] },
    });
    expect(sessionCookieOf(refused.raw)).toBeUndefined();
    expect(await whoAmI(buyer.ticket)).toBe('buyer');
    // Confirmed: the same ticket switches accounts.
    const switched = await post<{ account: string }>(server.app, '/eps/auth/cas/sso-success', { ticket: attacker, switchAccount: true }, { token: buyer.ticket });
    expect([switched.body.code, switched.body.data.account]).toEqual(['200', 'supplier']);
    expect(await whoAmI(sessionCookieOf(switched.raw)!)).toBe('supplier');
  });

  it('signs in at once with the signed-in user\'s own ticket, or with no session', async () => {
    const own = await post<{ account: string }>(server.app, '/eps/auth/cas/sso-success', { ticket: await ticketOf('buyer', 'Eps#Buyer2026') }, { token: buyer.ticket });
    expect([own.body.code, own.body.data.account]).toEqual(['200', 'buyer']);
    const anonymous = await post<{ account: string }>(server.app, '/eps/auth/cas/sso-success', { ticket: await ticketOf('supplier', 'Eps#Supp2026') });
    expect([anonymous.body.code, anonymous.body.data.account]).toEqual(['200', 'supplier']);
  });

  it('an unknown ticket still fails as before, and a bad switchAccount is a 400', async () => {
    expect((await post(server.app, '/eps/auth/cas/sso-success', { ticket: 'nope' }, { token: buyer.ticket })).body.code).toBe(API_CODES.LOGIN_FAILED);
    const bad = await post(server.app, '/eps/auth/cas/sso-success', { ticket: 'nope', switchAccount: 'yes' }, { token: buyer.ticket });
    expect(bad.status).toBe(400);
    expect((await get(server.app, '/eps/sse/polling/getMessage', { token: buyer.ticket })).body.code).toBe('200');
  });
});

describe('a ukey of another account while signed in', () => {
  it('keeps the session and answers OTHER_ACCOUNT; switchAccount=1 switches; the ukey was not used up', async () => {
    const { ukey } = (await get<{ ukey: string }>(server.app, '/eps/dev/ukey?account=supplier')).body.data;
    const url = `/eps/auth/cas/free-login?ukey=${encodeURIComponent(ukey)}`;
    const refused = await get(server.app, url, { token: buyer.ticket });
    expect([refused.body.code, refused.body.data]).toEqual([API_CODES.OTHER_ACCOUNT, { account: 'buyer', username: buyer['username'] }]);
    expect(sessionCookieOf(refused.raw)).toBeUndefined();
    expect(await whoAmI(buyer.ticket)).toBe('buyer');
    const switched = await get<{ account: string }>(server.app, `${url}&switchAccount=1`, { token: buyer.ticket });
    expect([switched.body.code, switched.body.data.account]).toEqual(['200', 'supplier']);
    expect((await get(server.app, `${url}&switchAccount=yes`, { token: buyer.ticket })).status).toBe(400);
  });
});
