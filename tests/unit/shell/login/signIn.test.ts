// @vitest-environment node
/**
 * The sign-in flow against the real reference server (spec portal-shell 4):
 * language lock, captcha pre-check, sign-in, session-info, the stored user,
 * remember me, and the destination. The provider speaks to the app through
 * app.inject and keeps its cookies, as a browser would.
 */
import { webcrypto } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiCallError, type ApiEnvelope, type ApiProvider, type ApiRequest, type NotifyLevel } from '@core/env';
import { createCaptchaStep } from '../../../../src/shell/login/captcha';
import type { Destination } from '../../../../src/shell/login/destination';
import { memoryKeyStore } from '../../../../src/shell/login/keyStore';
import { createRememberMe, REMEMBER_ME_KEY } from '../../../../src/shell/login/rememberMe';
import { adminSignIn, encodeText, signIn, SignInStoppedError, type SignInEnvironment } from '../../../../src/shell/login/signIn';
import type { UserInfo } from '../../../../src/shell/session';
import { startTestServer, type TestServer } from '../../../server/helpers/testServer';

/** A Storage in memory (node has no localStorage). */
class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

/** An ApiProvider over app.inject with a cookie jar; failures reject like the real client. */
function injectProvider(app: FastifyInstance, calls: ApiRequest[], jar: Map<string, string>): ApiProvider {
  return {
    async request<T>(request: ApiRequest): Promise<ApiEnvelope<T>> {
      calls.push(request);
      const query = new URLSearchParams(Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)])).toString();
      const response = await app.inject({
        method: request.method.toUpperCase() as 'GET',
        url: query ? `${request.url}?${query}` : request.url,
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'accept-language': 'en' },
        ...(request.data === undefined ? {} : { payload: request.data as object }),
      });
      for (const cookie of response.cookies) {
        if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      const envelope = response.json<ApiEnvelope<T>>();
      if (String(envelope.code) !== '200') throw new ApiCallError(envelope.message ?? 'failed', { code: envelope.code, envelope });
      return envelope;
    },
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function setup(search = '', captcha = createCaptchaStep()) {
  const calls: ApiRequest[] = [];
  const jar = new Map<string, string>();
  const storage = new MemoryStorage();
  const users: UserInfo[] = [];
  const went: Destination[] = [];
  const notices: { level: NotifyLevel; text: string }[] = [];
  const env: SignInEnvironment = {
    api: injectProvider(server.app, calls, jar),
    language: () => 'en',
    captcha,
    rememberMe: createRememberMe({ storage, keys: memoryKeyStore(), crypto: webcrypto as unknown as Crypto }),
    setUser: (user) => users.push(user),
    location: () => ({ origin: 'http://portal.test', search }),
    allowedOrigins: () => Promise.resolve(['https://help.example.com']),
    go: (destination) => went.push(destination),
    notify: (level, text) => notices.push({ level, text }),
    t: (key) => key,
  };
  return { env, calls, jar, storage, users, went, notices };
}

describe('account sign-in', () => {
  it('locks the language, checks the captcha mode, signs in, stores session-info and goes to the main route', async () => {
    const { env, calls, jar, users, went, storage } = setup();
    const user = await signIn({ loginType: '1', agreement: true, username: ' buyer ', password: 'Eps#Buyer2026', remember: false }, env);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /eps/auth/i18n/locale/',
      'get /eps/auth/cas/register',
      'post /eps/auth/cas/login',
      'post /eps/auth/cas/session-info',
    ]);
    expect(calls[0]!.data).toEqual({ lang: 'en' });
    // The password travels encoded (base64), the account trimmed, the empty captcha token of mode N.
    expect(calls[2]!.data).toEqual({ mobile: 'buyer', password: encodeText('Eps#Buyer2026'), eps_challenge: '' });
    expect(jar.get('EPSLANG')).toBe('en');
    expect(user.account).toBe('buyer');
    expect(users).toEqual([user]);
    // The session id stays in the httpOnly cookie: session-info carries no ticket.
    expect(jar.get('EPSSESSION')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.ticket).toBe('');
    expect(went).toEqual([{ kind: 'route', to: '/' }]);
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('remembers the login when ticked and forgets it when not', async () => {
    const { env, storage } = setup();
    await signIn({ loginType: '1', agreement: true, username: 'supplier', password: 'Eps#Supp2026', remember: true }, env);
    expect(await env.rememberMe.load()).toEqual({ username: 'supplier', password: 'Eps#Supp2026' });
    await signIn({ loginType: '1', agreement: true, username: 'supplier', password: 'Eps#Supp2026', remember: false }, env);
    expect(storage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('rejects with the server message for a wrong password, and stores nothing', async () => {
    const { env, users, went } = setup();
    const failure = signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'wrong-password' }, env);
    await expect(failure).rejects.toMatchObject({ code: '4010', message: 'Incorrect account or password' });
    expect(users).toEqual([]);
    expect(went).toEqual([]);
  });

  it('does not call the server before the agreement is ticked', async () => {
    const { env, calls, notices } = setup();
    await expect(signIn({ loginType: '1', agreement: false, username: 'buyer', password: 'Eps#Buyer2026' }, env)).rejects.toBeInstanceOf(
      SignInStoppedError,
    );
    expect(calls).toEqual([]);
    expect(notices).toEqual([{ level: 'warning', text: 'validation.agreement' }]);
  });

  it('ignores a redirect to another origin, follows an allowed forward-url with a one-time epssession ticket (not the session id)', async () => {
    const evil = setup('?redirect=https%3A%2F%2Fevil.example%2F');
    await signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'Eps#Buyer2026' }, evil.env);
    expect(evil.went).toEqual([{ kind: 'route', to: '/' }]);

    const forward = setup('?forward-url=https%3A%2F%2Fhelp.example.com%2Fdocs');
    await signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'Eps#Buyer2026' }, forward.env);
    const went = forward.went[0];
    expect(went?.kind).toBe('url');
    const url = new URL(went?.kind === 'url' ? went.url : 'about:blank');
    expect(url.origin + url.pathname).toBe('https://help.example.com/docs');
    const epssession = url.searchParams.get('epssession') ?? '';
    expect(epssession).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(epssession).not.toBe(forward.jar.get('EPSSESSION'));
    // The other host exchanges it once for its own session; a second use fails.
    const first = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/sso-success', payload: { ticket: epssession } });
    expect(first.json<{ code: string }>().code).toBe('200');
    const again = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/sso-success', payload: { ticket: epssession } });
    expect(again.json<{ code: string }>().code).toBe('4010');
  });

  // The spec's "third failure resolves empty" let sign-in through unverified; now every try stops.
  it('stops with a notice every time the captcha fails, and the server refuses a sign-in without a token', async () => {
    await server.app.eps.db.execute(sql`UPDATE params SET value = 'Y' WHERE code = 'EPS_LOGIN_GEE_TEST'`);
    try {
      const { env, notices, users } = setup('', createCaptchaStep());
      const attempt = () => signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'Eps#Buyer2026' }, env);
      for (let i = 0; i < 4; i += 1) await expect(attempt()).rejects.toBeInstanceOf(SignInStoppedError);
      expect(notices.map((n) => n.text)).toEqual(Array(4).fill('login.captchaFailed'));
      expect(users).toHaveLength(0);
      // A client that skips the step gets nowhere either.
      await expect(env.api.request({ method: 'post', url: '/eps/auth/cas/login', data: { mobile: 'buyer', password: encodeText('Eps#Buyer2026') } })).rejects.toMatchObject({ code: '4010' });
    } finally {
      await server.app.eps.db.execute(sql`UPDATE params SET value = 'N' WHERE code = 'EPS_LOGIN_GEE_TEST'`);
    }
  });

  it('signs in through the built-in challenge: the verifier answers it, the server checks it', async () => {
    await server.app.eps.db.execute(sql`UPDATE params SET value = 'BUILTIN' WHERE code = 'EPS_LOGIN_GEE_TEST'`);
    try {
      const holder: { api?: ApiProvider } = {};
      const solver = {
        async verify() {
          const { data } = await holder.api!.request<{ id: string; image: string }>({ method: 'get', url: '/eps/auth/captcha/challenge' });
          const svg = Buffer.from(data.image.split(',')[1] ?? '', 'base64').toString('utf8');
          const [, a, op, b] = /^(\d)([+-])(\d)=\?$/.exec([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('')) ?? [];
          return `${data.id}:${op === '+' ? Number(a) + Number(b) : Number(a) - Number(b)}`;
        },
      };
      const { env, users, calls } = setup('', createCaptchaStep({ builtin: solver }));
      holder.api = env.api;
      await signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'Eps#Buyer2026' }, env);
      expect(users[0]?.account).toBe('buyer');
      expect(String((calls.find((c) => c.url === '/eps/auth/cas/login')?.data as { eps_challenge: string }).eps_challenge)).toMatch(/^[0-9a-f]{32}:-?\d+$/);
    } finally {
      await server.app.eps.db.execute(sql`UPDATE params SET value = 'N' WHERE code = 'EPS_LOGIN_GEE_TEST'`);
    }
  });
});

describe('GeeTest account sign-in (/gtlogin)', () => {
  const setParams = async (mode: string, api: string) => {
    await server.app.eps.db.execute(sql`UPDATE params SET value = ${mode} WHERE code = 'EPS_LOGIN_GEE_TEST'`);
    await server.app.eps.db.execute(sql`UPDATE params SET value = 'cid-1' WHERE code = 'EPS_GEE_TEST_CID'`);
    await server.app.eps.db.execute(sql`UPDATE params SET value = ${api} WHERE code = 'EPS_GEE_TEST_API'`);
  };
  const answer = { lot_number: 'lot1', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

  it('sends the widget\'s answer as gtData to /gtlogin, which the server checks with the service', async () => {
    const seen: string[] = [];
    let result = 'success';
    const service = createServer((request, response) => {
      request.resume().on('end', () => {
        seen.push(request.url ?? '');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ result }));
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    process.env['GEETEST_KEY'] = 'test-private-key';
    await setParams('Y4', `http://127.0.0.1:${(service.address() as AddressInfo).port}`);
    try {
      const widget = { verify: () => Promise.resolve(JSON.stringify(answer)) };
      const { env, users, calls } = setup('', createCaptchaStep({ v4: widget }));
      await signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'Eps#Buyer2026' }, env);
      expect(users[0]?.account).toBe('buyer');
      expect(calls.find((c) => c.url === '/eps/auth/cas/gtlogin')?.data).toEqual({ mobile: 'buyer', password: encodeText('Eps#Buyer2026'), gtData: answer });
      expect(calls.some((c) => c.url === '/eps/auth/cas/login')).toBe(false);
      expect(seen.at(-1)).toMatch(/^\/validate\?captcha_id=cid-1/);
      // The service refusing the answer refuses the sign-in.
      result = 'fail';
      const refused = setup('', createCaptchaStep({ v4: widget }));
      await expect(signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'Eps#Buyer2026' }, refused.env)).rejects.toThrow(/verification/i);
    } finally {
      delete process.env['GEETEST_KEY'];
      await setParams('N', '');
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it('cannot skip the built-in challenge: /gtlogin checks the configured captcha too', async () => {
    await setParams('BUILTIN', '');
    try {
      const { env } = setup();
      await expect(env.api.request({ method: 'post', url: '/eps/auth/cas/gtlogin', data: { mobile: 'buyer', password: encodeText('Eps#Buyer2026'), gtData: answer } })).rejects.toThrow();
      await expect(env.api.request({ method: 'post', url: '/eps/auth/cas/gtlogin', data: { mobile: 'buyer', password: encodeText('Eps#Buyer2026') } })).rejects.toThrow();
    } finally {
      await setParams('N', '');
    }
  });
});

describe('phone sign-in', () => {
  it('signs in with the SMS code key and code', async () => {
    const { env, users, calls } = setup();
    const sent = await env.api.request<string>({ method: 'post', url: '/eps/usercenter/uc/sms/code', data: { phone: '13800000001' } });
    const dev = await env.api.request<{ code: string }>({ method: 'get', url: '/eps/dev/codes', params: { to: '13800000001' } });
    await signIn({ loginType: '2', agreement: true, phone: '13800000001', key: sent.data, code: dev.data.code }, env);
    expect(users[0]?.account).toBe('buyer');
    const login = calls.find((c) => c.url === '/eps/auth/cas/login/phone');
    expect(login?.data).toEqual({ data: encodeText(`13800000001:${sent.data}:${dev.data.code}`), eps_challenge: '' });
  });
});

describe('admin sign-in', () => {
  it('signs a supplier in with the supplier account and admin code 8888', async () => {
    const { env, users } = setup();
    await adminSignIn({ supplierAccount: 'SUP001', username: 'supplier', password: 'Eps#Supp2026', code: '8888' }, env);
    expect(users[0]).toMatchObject({ account: 'supplier', type: 1 });
  });

  it('refuses a wrong admin code with the server message', async () => {
    const { env } = setup();
    await expect(adminSignIn({ supplierAccount: 'SUP001', username: 'supplier', password: 'Eps#Supp2026', code: '1234' }, env)).rejects.toMatchObject({
      code: '4010',
    });
  });
});
