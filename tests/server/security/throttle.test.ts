// @vitest-environment node
/**
 * Brute force is slowed: per-account lock on password sign-in, the
 * supplier admin code and verification codes (the right answer is refused
 * too until the window passes; the app's clock is moved), and a per-IP limit
 * (@fastify/rate-limit) on the sign-in calls and the public register check.
 */
import { API_CODES } from '@core/apiCodes';
import { FREE_FAILURES, LOCK_MS, createGuessThrottle } from '../../../server/auth/throttle';
import { loadConfig } from '../../../server/config';
import type { TestServer } from '../helpers/testServer';
import { get, post, startTestServer } from '../helpers/testServer';

const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const signIn = (mobile: string, password: string, headers = EN) => post(server.app, '/eps/auth/cas/login', { mobile, password }, { headers });

describe('per-account lock', () => {
  it(`locks a sign-in name after ${FREE_FAILURES} wrong passwords, refuses the right one until the window passes`, async () => {
    for (let i = 0; i < FREE_FAILURES; i++) expect((await signIn('buyer', `wrong-${i}`)).body.code).toBe(API_CODES.LOGIN_FAILED);
    const locked = await signIn('buyer', 'Eps#Buyer2026');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: API_CODES.TOO_MANY_REQUESTS, message: 'Too many failed attempts. Please try again in 15 minutes.', data: null });
    expect(locked.raw.headers['set-cookie']).toBeUndefined();
    expect((await signIn('buyer', 'Eps#Buyer2026', ZH)).body.message).toBe('失败次数过多，请 15 分钟后再试');
    // Case and spaces do not make a fresh name.
    expect((await signIn(' BUYER ', 'Eps#Buyer2026')).status).toBe(429);
    server.clock.advance(LOCK_MS + 1000);
    expect((await signIn('buyer', 'Eps#Buyer2026')).body.code).toBe('200');
  });

  it('locks an unknown name the same way (the lock tells nobody which accounts exist)', async () => {
    for (let i = 0; i < FREE_FAILURES; i++) await signIn('nobody-here', `x${i}`);
    expect((await signIn('nobody-here', 'x')).status).toBe(429);
  });

  it('a right password clears the count', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i++) await signIn('configurator', `wrong-${i}`);
    expect((await signIn('configurator', 'Eps#Conf2026')).body.code).toBe('200');
    for (let i = 0; i < FREE_FAILURES - 1; i++) await signIn('configurator', `wrong-${i}`);
    expect((await signIn('configurator', 'Eps#Conf2026')).body.code).toBe('200');
  });

  it('locks the supplier admin code (4 digits) after wrong codes, the right code too', async () => {
    const admin = (code: string) =>
      post(server.app, '/eps/usercenter/cas/login-admin', { mobile: 'supplier', password: 'Eps#Supp2026', code, supplierAccount: 'SUP001' }, { headers: EN });
    for (let i = 0; i < FREE_FAILURES; i++) expect((await admin(String(1000 + i))).body.code).toBe(API_CODES.LOGIN_FAILED);
    expect((await admin('8888')).status).toBe(429);
    server.clock.advance(LOCK_MS + 1000);
    expect((await admin('8888')).body.code).toBe('200');
  });

  it('locks the code checks of a phone, across new codes, the right code too', async () => {
    const phone = '13800000001';
    const codeKey = async () => (await post<string>(server.app, '/eps/usercenter/uc/sms/code', { phone })).body.data;
    const phoneLogin = (key: string, code: string) => post(server.app, '/eps/auth/cas/login/phone', { phone, key, code }, { headers: EN });
    let key = await codeKey();
    for (let i = 0; i < FREE_FAILURES; i++) {
      if (i === 3) {
        server.clock.advance(61_000); // a new code does not buy new guesses
        key = await codeKey();
      }
      expect((await phoneLogin(key, '000000')).body.code).toBe(API_CODES.LOGIN_FAILED);
    }
    const right = (await get<{ code: string }>(server.app, `/eps/dev/codes?to=${phone}`)).body.data.code;
    expect((await phoneLogin(key, right)).status).toBe(429);
  });
});

describe('parallel guesses', () => {
  const codes = (answers: Array<{ body: { code: string } }>) => answers.map((answer) => answer.body.code);

  it('20 parallel sign-in guesses: only the first five are checked, whatever order they reach the lock in', async () => {
    const right = 10;
    const guesses = Array.from({ length: 20 }, (_, i) => (i === right ? 'Eps#Prof2026' : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => signIn('e2e_profile', password)));
    // Each guess reserves its failure before the slow hash, so exactly FREE_FAILURES are checked and the
    // rest are refused unchecked. Which five is up to the database's timing (PostgreSQL answers the user
    // lookups out of order): the right password signs in only if it was among them.
    const checked = answers.filter((answer) => answer.body.code === API_CODES.LOGIN_FAILED || answer.body.code === '200');
    expect(checked).toHaveLength(FREE_FAILURES);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - FREE_FAILURES);
    const signedIn = answers.findIndex((answer) => answer.body.code === '200');
    expect([-1, right]).toContain(signedIn);
    if (signedIn === -1) {
      // The right guess came after the fifth: refused, no session, and the account stays locked.
      expect(answers[right]?.status).toBe(429);
      expect(answers[right]?.raw.headers['set-cookie']).toBeUndefined();
      expect((await signIn('e2e_profile', 'Eps#Prof2026')).status).toBe(429);
    }
    server.clock.advance(LOCK_MS + 1000);
    expect((await signIn('e2e_profile', 'Eps#Prof2026')).body.code).toBe('200');
  });

  it('parallel admin codes count before their check: those past the lock are refused unchecked', async () => {
    const admin = (code: string) =>
      post(server.app, '/eps/usercenter/cas/login-admin', { mobile: 'supplier', password: 'Eps#Supp2026', code, supplierAccount: 'SUP001' }, { headers: EN });
    // Two wrong codes before; then four at once (more would lock the password's own count first).
    for (const code of ['1111', '2222']) expect((await admin(code)).body.code).toBe(API_CODES.LOGIN_FAILED);
    const answers = await Promise.all(['3333', '4444', '5555', '6666'].map(admin));
    expect(codes(answers).sort()).toEqual([API_CODES.LOGIN_FAILED, API_CODES.LOGIN_FAILED, API_CODES.LOGIN_FAILED, API_CODES.TOO_MANY_REQUESTS].sort());
    expect((await admin('8888')).status).toBe(429);
    server.clock.advance(LOCK_MS + 1000);
    expect((await admin('8888')).body.code).toBe('200');
  });

  it('a success forgets the failures before it, not those checked beside it', () => {
    const throttle = createGuessThrottle(() => new Date(0));
    const earlier = throttle.begin('k');
    earlier.fail();
    const beside = [throttle.begin('k'), throttle.begin('k')];
    const right = throttle.begin('k');
    const later = throttle.begin('k');
    beside[0]?.fail();
    right.succeed();
    beside[1]?.fail();
    later.fail();
    // Left counted: the two beside it and the later one; two more wrong answers lock.
    throttle.begin('k').fail();
    throttle.begin('k').fail();
    expect(() => throttle.begin('k')).toThrow();
  });
});

describe('per-IP limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ signInPerIpPerMinute: 6 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with the envelope once an IP passes the sign-in limit, over all sign-in calls together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(limited.app, '/eps/auth/cas/login', { mobile: `user${i}`, password: 'x' })).status);
    for (let i = 0; i < 3; i++) statuses.push((await post(limited.app, '/eps/auth/cas/sso-success', { ticket: `t${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await post(limited.app, '/eps/auth/cas/login', { mobile: 'buyer', password: 'Eps#Buyer2026' }, { headers: EN });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(API_CODES.TOO_MANY_REQUESTS);
    expect(refused.body.message).toMatch(/^Too many requests from your network\. Please try again in \d+ seconds\.$/);
    // Another client IP is not affected.
    const other = await limited.app.inject({ method: 'POST', url: '/eps/auth/cas/login', payload: { mobile: 'buyer', password: 'Eps#Buyer2026' }, remoteAddress: '10.0.0.9' });
    expect(other.json<{ code: string }>().code).toBe('200');
  });

  it('limits the public register check (account enumeration) to a third of it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await limited.app.inject({ method: 'POST', url: '/eps/usercenter/uc/register/check', payload: { phone: `1380000000${i}` }, remoteAddress: '10.0.0.7' });
      codes.push(answer.statusCode);
    }
    expect(codes).toEqual([200, 200, 429, 429]);
  });

  it('limits the captcha pre-check apart from the sign-ins it precedes (in GeeTest v3 mode each call reaches GeeTest)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await limited.app.inject({ method: 'GET', url: '/eps/auth/cas/register', remoteAddress: '10.0.0.11' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Its own counter: the same IP can still sign in.
    const signIn = await limited.app.inject({ method: 'POST', url: '/eps/auth/cas/login', payload: { mobile: 'buyer', password: 'Eps#Buyer2026' }, remoteAddress: '10.0.0.11' });
    expect(signIn.json<{ code: string }>().code).toBe('200');
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  /** Sign-in statuses of three calls from one proxy address, each naming a client in X-Forwarded-For. */
  async function buckets(target: TestServer, clients: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const client of clients) {
      const answer = await target.app.inject({
        method: 'POST',
        url: '/eps/auth/cas/login',
        payload: { mobile: 'nobody', password: 'x' },
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': client },
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  }
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((one) => one.close()));
  });
  const start = async (trustProxy: number | string[] | undefined) => {
    const one = await startTestServer({ signInPerIpPerMinute: 2, trustProxy });
    servers.push(one);
    return one;
  };

  it('gives each forwarded client its own per-IP bucket when the proxy is trusted (by address or hop count)', async () => {
    for (const trust of [['10.9.0.0/16'], 1]) {
      const behind = await start(trust);
      // Two calls for client .1 use its bucket up; client .2 still has its own; .1's third is refused.
      expect(await buckets(behind, ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.1']), JSON.stringify(trust)).toEqual([200, 200, 200, 429]);
    }
  });

  it('ignores X-Forwarded-For when unset or when the sender is not a trusted proxy: one bucket', async () => {
    expect(await buckets(await start(undefined), ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
    expect(await buckets(await start(['192.0.2.7']), ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, CIDRs and range names', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1, fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example', '-1', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
