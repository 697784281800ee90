// @vitest-environment node
/**
 * Security headers (@fastify/helmet): a CSP (no inline or foreign
 * script, no eval, images from the portal and the operator's hosts only) that keeps the portal's own framing, nosniff, Referrer-Policy, X-Frame-Options;
 * HSTS and upgrade-insecure-requests only behind HTTPS (COOKIE_SECURE=1).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../server/config';
import type { TestServer } from '../helpers/testServer';
import { startTestServer } from '../helpers/testServer';
import { cspDirectives } from '../../../server/http/securityHeaders';

let site: string;
let server: TestServer;
beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'eps-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>EPS</title><div id="root"></div>');
  server = await startTestServer({ staticDir: site });
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

const directives = (csp: string): Map<string, string[]> =>
  new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name!, values]));

describe('security headers', () => {
  it.each(['/', '/pages/main/home', '/eps/auth/cas/register', '/healthz'])('%s carries CSP, nosniff, referrer policy and frame rules', async (url) => {
    const answer = await server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const csp = String(answer.headers['content-security-policy']);
    const map = directives(csp);
    expect(map.get('frame-ancestors')).toEqual(["'self'"]);
    expect(map.get('default-src')).toEqual(["'self'"]);
    // No 'unsafe-eval', micro-apps included: the engine runs their module scripts by src (server/http/securityHeaders.ts).
    expect(map.get('script-src')).toEqual(["'self'"]);
    // No `https:`: a templated image URL must not carry the viewer's data to any host.
    expect(map.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(map.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(map.get('object-src')).toEqual(["'none'"]);
    expect(map.has('upgrade-insecure-requests')).toBe(false);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind HTTPS (COOKIE_SECURE=1): HSTS and upgrade-insecure-requests', async () => {
    const secure = await startTestServer({ cookieSecure: true });
    try {
      const answer = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000; includeSubDomains$/);
      expect(directives(String(answer.headers['content-security-policy'])).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('images from configuration (CSP_IMG_HOSTS)', () => {
  it('reads https origins separated by spaces or commas, and refuses anything else at start', () => {
    expect(loadConfig({ CSP_IMG_HOSTS: 'https://img.example.com, https://cdn.example.com:8443/  https://pics.example.org' }, '/tmp').imgHosts).toEqual([
      'https://img.example.com',
      'https://cdn.example.com:8443',
      'https://pics.example.org',
    ]);
    expect(loadConfig({}, '/tmp').imgHosts).toEqual([]);
    for (const bad of ['https:', 'http://img.example.com', 'https://*.example.com', 'https://img.example.com/avatars', 'https://u@img.example.com', 'https://img.example.com?x', 'data:', "'unsafe-inline'", '*']) {
      expect(() => loadConfig({ CSP_IMG_HOSTS: bad }, '/tmp'), bad).toThrow(/CSP_IMG_HOSTS/);
    }
  });

  it('adds the listed hosts to img-src only', async () => {
    const configured = await startTestServer({ imgHosts: ['https://img.example.com'] });
    try {
      const answer = await configured.app.inject({ method: 'GET', url: '/healthz' });
      const map = directives(String(answer.headers['content-security-policy']));
      expect(map.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.com']);
      expect(map.get('connect-src')).toEqual(["'self'"]);
      expect(map.get('script-src')).toEqual(["'self'"]);
    } finally {
      await configured.close();
    }
  });
});

describe('GeeTest configured (GEETEST_KEY set)', () => {
  it('lets the login page load GeeTest v4 and v3 from their hosts, and nothing else changes; without it they stay blocked', () => {
    const plain = cspDirectives(false);
    const withGeetest = cspDirectives(false, { geetest: true });
    for (const name of ['script-src', 'style-src', 'connect-src']) {
      expect(withGeetest[name]).toEqual([...(plain[name] ?? []), 'https://static.geetest.com', 'https://gcaptcha4.geetest.com', 'https://api.geetest.com', 'https://monitor.geetest.com']);
      expect(plain[name]?.some((v) => v.includes('geetest'))).toBe(false);
    }
    expect({ ...withGeetest, 'script-src': [], 'style-src': [], 'connect-src': [] }).toEqual({ ...plain, 'script-src': [], 'style-src': [], 'connect-src': [] });
    expect(loadConfig({ GEETEST_KEY: 'k' }, '/tmp').geetest).toBe(true);
    expect(loadConfig({}, '/tmp').geetest).toBe(false);
  });
});

describe('frame-src from configuration (EMBED_ORIGINS)', () => {
  it('frames only the portal itself by default, never any https host', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/healthz' });
    const map = directives(String(answer.headers['content-security-policy']));
    expect(map.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(map.get('connect-src')).toEqual(["'self'"]);
  });

  it('reads EMBED_ORIGINS as origins and refuses anything else', () => {
    expect(loadConfig({ EMBED_ORIGINS: 'https://apps.example.com/base/, http://127.0.0.1:5174' }).embedOrigins).toEqual(['https://apps.example.com', 'http://127.0.0.1:5174']);
    expect(loadConfig({}).embedOrigins).toEqual([]);
    expect(() => loadConfig({ EMBED_ORIGINS: "'unsafe-inline'" })).toThrow(/EMBED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ORIGINS: 'data:text/html,x' })).toThrow(/EMBED_ORIGINS/);
  });

  it('adds the configured sub-app origins to frame-src and connect-src', async () => {
    const configured = await startTestServer({ embedOrigins: ['https://apps.example.com', 'http://127.0.0.1:5174'] });
    try {
      const answer = await configured.app.inject({ method: 'GET', url: '/healthz' });
      const map = directives(String(answer.headers['content-security-policy']));
      expect(map.get('frame-src')).toEqual(["'self'", 'blob:', 'https://apps.example.com', 'http://127.0.0.1:5174']);
      expect(map.get('connect-src')).toEqual(["'self'", 'https://apps.example.com', 'http://127.0.0.1:5174']);
      // A micro-app of those origins runs its module scripts by src in the engine's sandbox.
      expect(map.get('script-src')).toEqual(["'self'", 'https://apps.example.com', 'http://127.0.0.1:5174']);
    } finally {
      await configured.close();
    }
  });
});

describe('the demo sub-apps (subapps/, served with a static site)', () => {
  it('serve their assets to a sandboxed (opaque-origin) frame: CORP cross-origin on the assets only', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/frame-ui/frame.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
