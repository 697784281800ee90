// @vitest-environment node
/**
 * Delivery: precompressed assets chosen by Accept-Encoding, a year's
 * immutable cache for hashed assets, no-cache for index.html and the SPA
 * fallback, no source maps, and ETag/304 on the API reads the portal repeats.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { writeMissingBrotli } from '../../scripts/lib/brotliAssets.mjs';
import { CACHE_IMMUTABLE, cacheControlFor } from '../../server/http/staticSite';
import { matchesIfNoneMatch } from '../../server/http/etag';
import type { TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

const HTML = '<!doctype html><title>portal</title>';
const JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const HASHED = '/assets/index-BWEyEljg.js';

// A stand-in for dist/ as the build leaves it: each file with its .br and .gz.
const site = mkdtempSync(join(tmpdir(), 'eps-delivery-'));
mkdirSync(join(site, 'assets'));
const files: Record<string, string> = { 'index.html': HTML, [HASHED.slice(1)]: JS };
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(site, name), text);
  writeFileSync(join(site, `${name}.br`), brotliCompressSync(text));
  writeFileSync(join(site, `${name}.gz`), gzipSync(text));
}
writeFileSync(join(site, 'assets', 'index-BWEyEljg.js.map'), '{"version":3}');
writeFileSync(join(site, 'favicon.svg'), '<svg/>');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ staticDir: site });
});
afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

const getRaw = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('compressed assets', () => {
  it('sends brotli when accepted, else gzip, else the plain file', async () => {
    const br = await getRaw(HASHED, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);

    const gz = await getRaw(HASHED, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    const plain = await getRaw(HASHED, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('never serves a source map', async () => {
    expect((await getRaw(`${HASHED}.map`)).statusCode).toBe(404);
  });

  it('sends gzip for a file whose brotli `npm start` has not written yet, brotli once it is there, never a half-written one', async () => {
    // As a fresh clone's start leaves an asset until its brotli file is written (scripts/lib/brotliAssets.mjs).
    const LATER = '/assets/later-CCCCCCCC.js';
    const path = join(site, LATER.slice(1));
    writeFileSync(path, JS);
    writeFileSync(`${path}.gz`, gzipSync(JS));
    writeFileSync(`${path}.br.partial`, 'half');
    const before = await getRaw(LATER, { 'accept-encoding': 'gzip, deflate, br' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(before.rawPayload).toString()).toBe(JS);
    expect((await getRaw(`${LATER}.br.partial`)).statusCode).toBe(404);

    const { written } = await writeMissingBrotli(site);
    expect(written).toBe(1);
    const after = await getRaw(LATER, { 'accept-encoding': 'gzip, deflate, br' });
    expect(after.headers['content-encoding']).toBe('br');
    expect(after.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(JS);
  });
});

describe('caching headers', () => {
  it('keeps hashed assets a year, immutable, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await getRaw(HASHED, { 'accept-encoding': encoding })).headers['cache-control']).toBe(CACHE_IMMUTABLE);
    }
  });

  it('revalidates index.html, the SPA fallback and unhashed files', async () => {
    const html = { accept: 'text/html', 'accept-encoding': 'br' };
    for (const url of ['/', '/index.html', '/pages/main/home']) {
      const raw = await getRaw(url, html);
      expect(raw.statusCode, url).toBe(200);
      expect(raw.headers['cache-control'], url).toBe('no-cache');
      expect(raw.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(raw.rawPayload).toString(), url).toBe(HTML);
    }
    expect((await getRaw('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('tells hashed names from plain ones', () => {
    expect(cacheControlFor('/dist/assets/TableRenderer-THSkqGmS.js.br')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/dist/assets/index-BoeP1bao.css')).toBe(CACHE_IMMUTABLE);
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
    expect(cacheControlFor('/dist/avatar-default.svg')).toBe('no-cache');
  });
});

describe('ETag and 304 on repeated API reads', () => {
  async function expectRevalidates(url: string, headers: Record<string, string> = {}) {
    const first = await getRaw(url, headers);
    expect(first.statusCode, url).toBe(200);
    const etag = first.headers['etag'];
    expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control'], url).toMatch(/no-cache/);
    const again = await getRaw(url, { ...headers, 'if-none-match': String(etag) });
    expect(again.statusCode, url).toBe(304);
    expect(again.body, url).toBe('');
    expect(again.headers['etag'], url).toBe(etag);
    const stale = await getRaw(url, { ...headers, 'if-none-match': '"stale"' });
    expect(stale.statusCode, url).toBe(200);
    expect(stale.body, url).toBe(first.body);
    return first;
  }

  it('answers the public reads (translations, parameters, dictionaries) with 304 when unchanged', async () => {
    const i18n = await expectRevalidates('/eps/config/i18n-from-config/cache/en');
    expect(i18n.headers['cache-control']).toBe('public, no-cache');
    await expectRevalidates('/eps/config/params/list');
    const dicts = await expectRevalidates('/eps/config/dict/list');
    // Dictionaries follow the session's language: never shared between users.
    expect(dicts.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives a different tag to a different answer', async () => {
    const en = await getRaw('/eps/config/i18n-from-config/cache/en');
    const zh = await getRaw('/eps/config/i18n-from-config/cache/zh-cn');
    expect(en.headers['etag']).not.toBe(zh.headers['etag']);
  });

  it('answers the permission tree per session, private, with 304 when unchanged', async () => {
    const { ticket, tenantId } = await login(server.app, 'buyer', 'Eps#Buyer2026');
    const auth = { cookie: `EPSSESSION=${ticket}` };
    const apps = await expectRevalidates('/eps/auth/permission/listPermissionApp', auth);
    expect(apps.headers['cache-control']).toBe('private, no-cache');
    expect(apps.headers['vary']).toMatch(/cookie/);
    await expectRevalidates('/eps/auth/permission/listPermissionNotree', auth);
    await expectRevalidates(`/eps/config/i18n-from-config/${tenantId}/cache/en`, auth);
  });

  it('leaves writes and failed reads without a tag', async () => {
    const bad = await getRaw('/eps/config/i18n-from-config/cache/xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['etag']).toBeUndefined();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
