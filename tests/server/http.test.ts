// @vitest-environment node
/**
 * The HTTP edge: every failure is an envelope (bad JSON 400, oversize 413,
 * unknown route 404, media type 415, unexpected 500 without a stack), and the
 * session cookie works over a real socket.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_CODES } from '@core/apiCodes';
import type { TestServer } from './helpers/testServer';
import { startTestServer } from './helpers/testServer';

const EN = { 'accept-language': 'en' };
let server: TestServer;
// A stand-in for the built portal (dist/), to check static serving and the SPA fallback.
const site = mkdtempSync(join(tmpdir(), 'eps-site-'));
writeFileSync(join(site, 'index.html'), '<!doctype html><title>portal</title>');
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1);');

beforeAll(async () => {
  server = await startTestServer({ staticDir: site });
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('error envelopes', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    for (const payload of ['{"mobile": "buyer", ', '{bad json}', '[1, 2']) {
      const raw = await server.app.inject({
        method: 'POST',
        url: '/eps/auth/cas/login',
        headers: { 'content-type': 'application/json', ...EN },
        payload,
      });
      expect(raw.statusCode).toBe(400);
      expect(raw.json()).toEqual({ code: API_CODES.BAD_REQUEST, message: 'Malformed JSON body', data: null });
    }
  });

  it('refuses JSON that tries to set __proto__', async () => {
    const raw = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/cas/login',
      headers: { 'content-type': 'application/json', ...EN },
      payload: '{"mobile":"buyer","password":"x","__proto__":{"admin":true}}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json<{ message: string }>().message).toBe('Malformed JSON body');
  });

  it('treats an empty JSON body as no body', async () => {
    const raw = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/cas/session-info',
      headers: { 'content-type': 'application/json', ...EN },
      payload: '',
    });
    expect(raw.statusCode).toBe(200);
    expect(raw.json<{ code: string }>().code).toBe(API_CODES.LOGIN_ERROR);
  });

  it('answers a body over 1 MiB with 413', async () => {
    const raw = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/cas/login',
      headers: { 'content-type': 'application/json', ...EN },
      payload: JSON.stringify({ mobile: 'buyer', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(raw.statusCode).toBe(413);
    expect(raw.json()).toEqual({ code: API_CODES.PAYLOAD_TOO_LARGE, message: 'Request body too large (limit 1048576 bytes)', data: null });
  });

  it('answers unknown routes and methods with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/eps/no/such/call'], ['DELETE', '/eps/auth/cas/login'], ['GET', '/nothing-here']] as const) {
      const raw = await server.app.inject({ method, url: `${url}?x=1`, headers: EN });
      expect(raw.statusCode).toBe(404);
      expect(raw.json()).toEqual({ code: API_CODES.NOT_FOUND, message: `Not found: ${method} ${url}`, data: null });
    }
  });

  it('answers an unreadable media type with 415', async () => {
    const raw = await server.app.inject({
      method: 'POST',
      url: '/eps/auth/cas/login',
      headers: { 'content-type': 'text/xml', ...EN },
      payload: '<login/>',
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json()).toEqual({ code: API_CODES.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported content type: text/xml', data: null });
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const ctx = server.app.eps;
    const realDb = ctx.db;
    ctx.db = new Proxy(realDb, {
      get() {
        throw new Error('boom in /secret/internal/path.ts:42');
      },
    });
    try {
      const raw = await server.app.inject({
        method: 'POST',
        url: '/eps/auth/cas/login',
        headers: EN,
        payload: { mobile: 'buyer', password: 'Eps#Buyer2026' },
      });
      expect(raw.statusCode).toBe(500);
      expect(raw.json()).toEqual({ code: API_CODES.SERVER_ERROR, message: 'Server response error!', data: null });
      expect(raw.body).not.toMatch(/boom|secret|\.ts|at /);
    } finally {
      ctx.db = realDb;
    }
  });

  it('writes messages in the language of Accept-Language before sign-in, zh-cn by default', async () => {
    const zh = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/session-info' });
    expect(zh.json<{ message: string }>().message).toBe('用户未登录');
    const en = await server.app.inject({ method: 'POST', url: '/eps/auth/cas/session-info', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json<{ message: string }>().message).toBe('User not logged in');
  });
});

describe('the built portal on the same origin', () => {
  it('serves files, and index.html for deep links a browser opens', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    for (const url of ['/', '/pages/main/home?x=1', '/login']) {
      const page = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>portal</title>');
    }
  });

  it('keeps API misses and missing files as 404 envelopes', async () => {
    const api = await server.app.inject({ method: 'GET', url: '/eps/no/such/call', headers: { accept: 'text/html', ...EN } });
    expect(api.statusCode).toBe(404);
    expect(api.json<{ code: string }>().code).toBe(API_CODES.NOT_FOUND);
    const file = await server.app.inject({ method: 'GET', url: '/assets/missing.js', headers: EN });
    expect(file.statusCode).toBe(404);
    expect(file.json<{ code: string }>().code).toBe(API_CODES.NOT_FOUND);
  });
});

describe('over a real socket', () => {
  it('signs in, carries the session cookie, and logs out', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const signed = await fetch(`${base}/eps/auth/cas/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: 'buyer', password: 'Eps#Buyer2026' }),
    });
    const setCookie = signed.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^EPSSESSION=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(';')[0]!;
    const info = await (await fetch(`${base}/eps/auth/cas/session-info`, { method: 'POST', headers: { cookie } })).json();
    expect(info).toMatchObject({ code: '200', data: { account: 'buyer' } });
    await fetch(`${base}/eps/auth/cas/logout`, { method: 'POST', headers: { cookie } });
    const after = await (await fetch(`${base}/eps/auth/cas/session-info`, { method: 'POST', headers: { cookie } })).json();
    expect(after).toMatchObject({ code: API_CODES.LOGIN_ERROR });
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
  });
});
