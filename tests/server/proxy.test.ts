// @vitest-environment node
/** `npm start` with EPS_API_TARGET: the portal on one origin, /eps forwarded to another EPS server. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildProxyApp, parseTarget } from '../../server/proxy/proxyApp';

interface Seen {
  method: string;
  url: string;
  cookie: string | undefined;
  body: string;
}

let upstream: Server;
let target: string;
let seen: Seen[];
let app: FastifyInstance;
let dist: string;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  seen = [];
  upstream = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', cookie: request.headers.cookie, body });
      response.setHeader('content-type', 'application/json');
      response.setHeader('set-cookie', 'EPSSESSION=abc; HttpOnly; Path=/');
      response.end(JSON.stringify({ code: '200', data: { from: 'upstream' } }));
    });
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  dist = mkdtempSync(join(tmpdir(), 'eps-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  app = await buildProxyApp({ target, staticDir: dist, logLevel: 'silent' });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((done) => upstream.close(() => done()));
  rmSync(dist, { recursive: true, force: true });
});

describe('portal proxy', () => {
  it('forwards /eps calls with their path, query, body and cookies, and passes Set-Cookie back', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/eps/auth/cas/login?x=1',
      headers: { cookie: 'lang=en', 'content-type': 'application/json' },
      payload: { mobile: 'buyer' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: '200', data: { from: 'upstream' } });
    expect(answer.headers['set-cookie']).toContain('EPSSESSION=abc');
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/eps/auth/cas/login?x=1', cookie: 'lang=en', body: '{"mobile":"buyer"}' });
  });

  it('serves the portal, with index.html for deep links', async () => {
    const deep = await app.inject({ method: 'GET', url: '/pages/main/home', headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>portal</title>');
    const missing = await app.inject({ method: 'GET', url: '/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 502 with an envelope when the EPS server cannot be reached', async () => {
    const down = await buildProxyApp({ target: 'http://127.0.0.1:1', staticDir: undefined, logLevel: 'silent' });
    try {
      const answer = await down.inject({ method: 'GET', url: '/eps/auth/cas/session-info' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ code: '502', message: 'The EPS server http://127.0.0.1:1 cannot be reached', data: null });
    } finally {
      await down.close();
    }
  });

  it('refuses a target that is not an http(s) URL, saying why', () => {
    expect(() => parseTarget('eps.example.com')).toThrow('is not a URL');
    expect(() => parseTarget('ftp://eps.example.com')).toThrow('must be http or https');
    expect(parseTarget('https://eps.example.com').origin).toBe('https://eps.example.com');
  });
});
