// @vitest-environment node
/**
 * Open redirects on the server: the reference server answers no
 * redirect of its own, so every hostile target through every redirect
 * parameter (`redirect`, `jumpUrl`, `redirectUrl`, `forward-url`, the ticket
 * and ukey flows), on the portal's pages (the single-page fallback) and on
 * the API calls that take them, must come back without a Location header or
 * a 3xx status. The portal's side: tests/unit/shell/security/openRedirect.test.ts
 * and tests/e2e/security.spec.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOSTILE_REDIRECTS } from '../../helpers/hostileRedirects';
import type { TestServer } from '../helpers/testServer';
import { startTestServer } from '../helpers/testServer';

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

const PAGE_URLS = (t: string): string[] => {
  const v = encodeURIComponent(t);
  return [
    `/?redirect=${v}`,
    `/login?redirect=${v}`,
    `/login?forward-url=${v}`,
    `/?jumpUrl=${v}`,
    `/pages/main/home?jumpUrl=${v}`,
    `/?ticket=abc&redirectUrl=${v}`,
    `/pages/main/home?ukey=abc&jumpUrl=${v}`,
    `/login-admin?redirect=${v}`,
  ];
};

describe('no server redirect follows a hostile target', () => {
  it(`answers ${HOSTILE_REDIRECTS.length} targets x every parameter without a Location header`, async () => {
    let tried = 0;
    let followed = 0;
    for (const [index, target] of HOSTILE_REDIRECTS.entries()) {
      const v = encodeURIComponent(target);
      const calls = [
        ...PAGE_URLS(target).map((url) => ({ method: 'GET' as const, url, headers: { accept: 'text/html' } })),
        { method: 'GET' as const, url: `/eps/auth/cas/free-login?ukey=abc&jumpUrl=${v}`, headers: {} },
        { method: 'POST' as const, url: `/eps/auth/cas/sso-success?redirectUrl=${v}`, headers: {}, payload: { ticket: 'abc', redirectUrl: target } },
        // A real sign-in (a password hash each) for every fourth target keeps the file fast on a busy machine.
        ...(index % 4 === 0
          ? [{ method: 'POST' as const, url: `/eps/auth/cas/login?forward-url=${v}&redirect=${v}`, headers: {}, payload: { mobile: 'buyer', password: 'Eps#Buyer2026' } }]
          : []),
      ];
      for (const call of calls) {
        const answer = await server.app.inject(call);
        tried += 1;
        const location = answer.headers.location;
        if (location !== undefined || (answer.statusCode >= 300 && answer.statusCode < 400)) followed += 1;
        expect({ url: call.url, status: answer.statusCode, location }).toEqual({ url: call.url, status: expect.any(Number), location: undefined });
        expect(answer.statusCode < 300 || answer.statusCode >= 400).toBe(true);
      }
    }
    console.info(`open redirect (server): ${tried} tried, ${followed} followed`);
    expect(followed).toBe(0);
    expect(tried).toBeGreaterThanOrEqual(HOSTILE_REDIRECTS.length * 10);
  }, 600_000);
});
