// @vitest-environment node
/**
 * The captcha never fails open. With EPS_LOGIN_GEE_TEST set, every
 * sign-in route refuses a request without a valid token, with a translated
 * message, however often it is tried: BUILTIN (the reference server's own
 * one-time challenge) and GeeTest v4 against a local stand-in service
 * (answering, refusing, unreachable). No external network.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { CHALLENGE_TTL_MS } from '../../server/auth/captchaChallenge';
import { DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS } from '../../server/db/seed/demoAccounts';
import { get, post, startTestServer, type TestServer } from './helpers/testServer';

const EN = { headers: { 'accept-language': 'en' } };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const buyer = (challenge?: string) => ({ mobile: 'buyer', password: b64('Eps#Buyer2026'), ...(challenge === undefined ? {} : { eps_challenge: challenge }) });

let server: TestServer;
const setParam = (code: string, value: string) => server.app.eps.db.execute(sql`UPDATE params SET value = ${value} WHERE code = ${code}`);

/** Reads the question off the challenge picture (a test may; a real person does it by eye). */
function solve(image: string): string {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  const match = /^(\d)([+-])(\d)=\?$/.exec(text);
  if (!match) throw new Error(`unexpected question ${text}`);
  const [a, op, b] = [Number(match[1]), match[2], Number(match[3])];
  return String(op === '+' ? a + b : a - b);
}

async function challenge(): Promise<{ id: string; image: string }> {
  const answer = await get<{ id: string; image: string }>(server.app, '/eps/auth/captcha/challenge');
  expect(answer.body.code).toBe('200');
  expect(answer.raw.headers['cache-control']).toBe('no-store');
  return answer.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await setParam('EPS_LOGIN_GEE_TEST', 'N');
  await server?.close();
});

describe('built-in captcha', () => {
  beforeAll(() => setParam('EPS_LOGIN_GEE_TEST', 'BUILTIN'));
  afterAll(() => setParam('EPS_LOGIN_GEE_TEST', 'N'));

  it('refuses every sign-in without a token, not only the first ones', async () => {
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(server.app, '/eps/auth/cas/login', buyer(), EN);
      expect(answer.body.code).toBe('4010');
      expect(answer.body.message).toBe('Please complete the verification first');
    }
    const phone = await post(server.app, '/eps/auth/cas/login/phone', { phone: '13800000001', key: 'k', code: '123456' }, EN);
    expect(phone.body.message).toBe('Please complete the verification first');
    const admin = await post(server.app, '/eps/usercenter/cas/login-admin', { mobile: 'supplier', password: b64('Eps#Supp2026'), code: DEMO_SUPPLIER_ADMIN_CODE, supplierAccount: DEMO_TENANTS.supplier }, EN);
    expect(admin.body.message).toBe('Please complete the verification first');
  });

  it('signs in with the answer of a fresh challenge, once', async () => {
    const { id, image } = await challenge();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const token = `${id}:${solve(image)}`;
    expect((await post(server.app, '/eps/auth/cas/login', buyer(token), EN)).body.code).toBe('200');
    // One-time: the same token again is refused.
    const replay = await post(server.app, '/eps/auth/cas/login', buyer(token), EN);
    expect(replay.body.code).toBe('4010');
    expect(replay.body.message).toBe('The verification answer is wrong or has expired, please try again');
  });

  it('refuses a wrong answer and spends the challenge, and an expired one', async () => {
    const first = await challenge();
    const wrong = String((Number(solve(first.image)) + 1) % 100);
    expect((await post(server.app, '/eps/auth/cas/login', buyer(`${first.id}:${wrong}`))).body.code).toBe('4010');
    expect((await post(server.app, '/eps/auth/cas/login', buyer(`${first.id}:${solve(first.image)}`))).body.code).toBe('4010');
    const late = await challenge();
    server.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await post(server.app, '/eps/auth/cas/login', buyer(`${late.id}:${solve(late.image)}`))).body.code).toBe('4010');
    expect((await post(server.app, '/eps/auth/cas/login', buyer('garbage'))).body.code).toBe('4010');
  });

  it('the challenge route answers 400 when the built-in captcha is off', async () => {
    await setParam('EPS_LOGIN_GEE_TEST', 'N');
    try {
      const answer = await get(server.app, '/eps/auth/captcha/challenge');
      expect(answer.status).toBe(400);
    } finally {
      await setParam('EPS_LOGIN_GEE_TEST', 'BUILTIN');
    }
  });
});

describe('GeeTest v4 (a local stand-in service)', () => {
  let service: Server;
  let result = 'success';
  const seen: string[] = [];
  const v4Token = JSON.stringify({ lot_number: 'lot1', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' });

  beforeAll(async () => {
    service = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(`${request.url ?? ''} ${body}`);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ result, reason: '' }));
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    process.env['GEETEST_KEY'] = 'test-private-key';
    await setParam('EPS_LOGIN_GEE_TEST', 'Y4');
    await setParam('EPS_GEE_TEST_CID', 'cid-1');
    await setParam('EPS_GEE_TEST_API', `http://127.0.0.1:${(service.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    delete process.env['GEETEST_KEY'];
    await setParam('EPS_LOGIN_GEE_TEST', 'N');
    await setParam('EPS_GEE_TEST_API', '');
    await new Promise((resolve) => service.close(resolve));
  });

  it('signs in when the service validates the token (signed with the private key)', async () => {
    result = 'success';
    expect((await post(server.app, '/eps/auth/cas/login', buyer(v4Token), EN)).body.code).toBe('200');
    expect(seen.at(-1)).toMatch(/^\/validate\?captcha_id=cid-1 /);
    expect(seen.at(-1)).toMatch(/sign_token=[0-9a-f]{64}/);
  });

  it('refuses when the service says fail', async () => {
    result = 'fail';
    const answer = await post(server.app, '/eps/auth/cas/login', buyer(v4Token), EN);
    expect(answer.body.message).toBe('The verification answer is wrong or has expired, please try again');
  });

  it('refuses, with a message, every try while the service is unreachable (never fails open)', async () => {
    await setParam('EPS_GEE_TEST_API', 'http://127.0.0.1:9');
    try {
      for (let i = 0; i < 4; i += 1) {
        const answer = await post(server.app, '/eps/auth/cas/login', buyer(v4Token), EN);
        expect(answer.body.code).toBe('4010');
        expect(answer.body.message).toBe('Connection to the verification server failed, please retry');
      }
    } finally {
      await setParam('EPS_GEE_TEST_API', `http://127.0.0.1:${(service.address() as AddressInfo).port}`);
    }
  });

  it('refuses when no private key is configured', async () => {
    delete process.env['GEETEST_KEY'];
    try {
      const answer = await post(server.app, '/eps/auth/cas/login', buyer(v4Token), EN);
      expect(answer.body.message).toBe('The verification service is not configured; sign-in is not possible');
    } finally {
      process.env['GEETEST_KEY'] = 'test-private-key';
    }
  });
});

describe('test-only PUT /eps/dev/params (the browser tests switch the captcha with it)', () => {
  it('sets a captcha parameter and refuses any other one with a 400', async () => {
    const put = (body: object) => server.app.inject({ method: 'PUT', url: '/eps/dev/params', payload: body });
    try {
      const set = await put({ code: 'EPS_LOGIN_GEE_TEST', value: 'BUILTIN' });
      expect(set.json()).toMatchObject({ code: '200', data: true });
      expect((await post(server.app, '/eps/auth/cas/login', buyer())).body.code).not.toBe('200');
      expect((await put({ code: 'HOME', value: 'https://evil.example.com' })).statusCode).toBe(400);
      expect((await put({ code: 'EPS_LOGIN_GEE_TEST' })).statusCode).toBe(400);
    } finally {
      await setParam('EPS_LOGIN_GEE_TEST', 'N');
    }
  });

  it('is not there without the development flag', async () => {
    const plain = await startTestServer({ devRoutes: false });
    try {
      const answer = await plain.app.inject({ method: 'PUT', url: '/eps/dev/params', payload: { code: 'EPS_LOGIN_GEE_TEST', value: 'N' } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
