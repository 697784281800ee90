// @vitest-environment node
/**
 * GeeTest v3: GET /eps/auth/cas/register hands the page a fresh
 * challenge, md5(GeeTest's challenge + private key), as GeeTest's server SDK
 * does online, and `{ success: 0 }` (which the page refuses) where the SDK
 * would fall back to its offline mode: no key, GeeTest unreachable or a bad
 * challenge. A v3 sign-in passes only when GeeTest's validate.php accepts the
 * seccode. GeeTest is a local stand-in service; no external network.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { registerGeetest3, type Geetest3Register } from '../../server/auth/captchaGeetest3';
import { get, post, startTestServer, type TestServer } from './helpers/testServer';

const KEY = 'test-private-key';
const ORIGIN = '0123456789abcdef0123456789abcdef';
const EN = { headers: { 'accept-language': 'en' } };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const buyer = (challenge: string) => ({ mobile: 'buyer', password: Buffer.from('Eps#Buyer2026').toString('base64'), eps_challenge: challenge });

/** What the widget gives after a solved challenge (GeeTest appends two characters to the challenge). */
function widgetResult(challenge: string, key = KEY): string {
  const solved = `${challenge}xy`;
  const validate = md5(`${key}geetest${solved}`);
  return JSON.stringify({ geetest_challenge: solved, geetest_validate: validate, geetest_seccode: `${validate}|jordan` });
}

let server: TestServer;
let service: Server;
let serviceUrl = '';
let registerAnswer: unknown = { challenge: ORIGIN };
let validateAccepts = true;
const seen: string[] = [];
const setParam = (code: string, value: string) => server.app.eps.db.execute(sql`UPDATE params SET value = ${value} WHERE code = ${code}`);
const register = async () => (await get<{ mode: string; captchaId: string | null; api: string | null; v3?: Geetest3Register }>(server.app, '/eps/auth/cas/register')).body.data;

beforeAll(async () => {
  service = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push(`${request.method ?? ''} ${request.url ?? ''} ${body}`);
      response.setHeader('content-type', 'application/json');
      if (request.url?.startsWith('/register.php')) return void response.end(JSON.stringify(registerAnswer));
      const seccode = new URLSearchParams(body).get('seccode') ?? '';
      response.end(JSON.stringify({ seccode: validateAccepts ? md5(seccode) : 'false' }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  server = await startTestServer();
  process.env['GEETEST_KEY'] = KEY;
  await setParam('EPS_LOGIN_GEE_TEST', 'Y');
  await setParam('EPS_GEE_TEST_CID', 'cid-3');
  await setParam('EPS_GEE_TEST_API', serviceUrl);
});
afterAll(async () => {
  delete process.env['GEETEST_KEY'];
  await server?.close();
  await new Promise((resolve) => service.close(resolve));
});
beforeEach(() => {
  registerAnswer = { challenge: ORIGIN };
  validateAccepts = true;
});

describe('GET /eps/auth/cas/register in mode v3', () => {
  it('answers a fresh challenge md5(GeeTest challenge + key), uncached, the other fields as before', async () => {
    const answer = await get(server.app, '/eps/auth/cas/register');
    expect(answer.raw.headers['cache-control']).toBe('no-store');
    expect(answer.body.data).toEqual({ mode: 'Y', captchaId: 'cid-3', api: serviceUrl, v3: { success: 1, gt: 'cid-3', challenge: md5(ORIGIN + KEY), newCaptcha: true } });
    expect(seen.at(-1)).toMatch(/^GET \/register\.php\?gt=cid-3&json_format=1&digestmod=md5/);
  });

  it('answers success 0 (never the offline mode) when GeeTest is unreachable, refuses, or there is no key', async () => {
    for (const bad of [{ challenge: '0' }, { challenge: '' }, { challenge: 'x'.repeat(32) }, {}, 'nope']) {
      registerAnswer = bad;
      expect((await register()).v3).toEqual({ success: 0 });
    }
    await setParam('EPS_GEE_TEST_API', 'http://127.0.0.1:9');
    try {
      expect((await register()).v3).toEqual({ success: 0 });
    } finally {
      await setParam('EPS_GEE_TEST_API', serviceUrl);
    }
    delete process.env['GEETEST_KEY'];
    const calls = seen.length;
    try {
      expect((await register()).v3).toEqual({ success: 0 });
      expect(seen).toHaveLength(calls);
    } finally {
      process.env['GEETEST_KEY'] = KEY;
    }
  });

  it('adds no v3 field in modes N, BUILTIN and Y4, and names an empty mode N, as the sign-in check reads it', async () => {
    try {
      await setParam('EPS_LOGIN_GEE_TEST', ' ');
      expect(await register()).toEqual({ mode: 'N', captchaId: 'cid-3', api: serviceUrl });
      for (const mode of ['N', 'BUILTIN', 'Y4']) {
        await setParam('EPS_LOGIN_GEE_TEST', mode);
        expect(await register()).toEqual({ mode, captchaId: 'cid-3', api: serviceUrl });
      }
    } finally {
      await setParam('EPS_LOGIN_GEE_TEST', 'Y');
    }
  });
});

describe('a v3 sign-in (requireCaptcha)', () => {
  it('signs in when validate.php accepts the seccode', async () => {
    const { v3 } = await register();
    if (v3?.success !== 1) throw new Error('no challenge');
    const token = widgetResult(v3.challenge);
    expect((await post(server.app, '/eps/auth/cas/login', buyer(token), EN)).body.code).toBe('200');
    const sent = new URLSearchParams(seen.at(-1)?.replace(/^POST \/validate\.php /, ''));
    expect(sent.get('captchaid')).toBe('cid-3');
    expect(sent.get('challenge')).toBe(`${v3.challenge}xy`);
  });

  it('refuses when GeeTest refuses, when the answer is not bound to the key, and while GeeTest is unreachable', async () => {
    const token = widgetResult(md5(ORIGIN + KEY));
    validateAccepts = false;
    const refused = await post(server.app, '/eps/auth/cas/login', buyer(token), EN);
    expect(refused.body.code).toBe('4010');
    expect(refused.body.message).toBe('The verification answer is wrong or has expired, please try again');
    validateAccepts = true;
    const calls = seen.length;
    expect((await post(server.app, '/eps/auth/cas/login', buyer(widgetResult(md5(ORIGIN + KEY), 'another-key')), EN)).body.code).toBe('4010');
    expect(seen).toHaveLength(calls);
    await setParam('EPS_GEE_TEST_API', 'http://127.0.0.1:9');
    try {
      const down = await post(server.app, '/eps/auth/cas/login', buyer(token), EN);
      expect(down.body.message).toBe('Connection to the verification server failed, please retry');
    } finally {
      await setParam('EPS_GEE_TEST_API', serviceUrl);
    }
  });
});

describe('registerGeetest3 (injected fetch)', () => {
  const settings = { captchaId: 'cid-3', api: '', key: KEY, timeoutMs: 50 };

  it("calls GeeTest's public service by default and md5s its challenge with the key", async () => {
    const urls: string[] = [];
    const fetch = (url: string | URL | Request) => (urls.push(String(url)), Promise.resolve(Response.json({ challenge: ORIGIN })));
    expect(await registerGeetest3({ ...settings, ipAddress: '10.0.0.1', fetch: fetch as typeof globalThis.fetch })).toEqual({ success: 1, gt: 'cid-3', challenge: md5(ORIGIN + KEY), newCaptcha: true });
    expect(urls[0]).toMatch(/^https:\/\/api\.geetest\.com\/register\.php\?gt=cid-3&.*ip_address=10\.0\.0\.1/);
  });

  it('answers success 0 on an error status, a thrown or timed-out call, and without an id', async () => {
    const status = () => Promise.resolve(new Response('{}', { status: 500 }));
    const thrown = () => Promise.reject(new Error('offline'));
    const hanging = (_url: unknown, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timeout'))));
    for (const fetch of [status, thrown, hanging]) expect(await registerGeetest3({ ...settings, fetch: fetch as typeof globalThis.fetch })).toEqual({ success: 0 });
    expect(await registerGeetest3({ ...settings, captchaId: ' ', fetch: (() => Promise.resolve(Response.json({ challenge: ORIGIN }))) as typeof globalThis.fetch })).toEqual({ success: 0 });
  });
});
