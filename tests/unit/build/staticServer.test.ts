import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor as benchCacheControl, serveStatic } from '../../../bench/run/staticServer.mjs';
import { cacheControlFor as serverCacheControl } from '../../../server/http/staticSite';

// The bench's own pages (bench/dist, the stack-floor page) are served as the reference server sends the portal:
// brotli when the browser takes it, index.html for the client's routes, 404 for a missing file, nothing outside.
let dir = '';
let server: { url: string; close: () => Promise<void> };

function get(path: string, acceptEncoding = ''): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url);
    const req = request({ host: url.hostname, port: url.port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eps-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<p>page</p>');
  writeFileSync(join(dir, 'assets', 'a.js'), 'let a = 1;');
  writeFileSync(join(dir, 'assets', 'a.js.br'), brotliCompressSync('let a = 1;'));
  // Beside the folder: reachable by `..` if the server let it out.
  writeFileSync(`${dir}-outside.txt`, 'secret');
  server = await serveStatic(dir);
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}-outside.txt`, { force: true });
});

describe('serveStatic', () => {
  it('sends the brotli file when the browser accepts brotli, the file as it is otherwise', async () => {
    const compressed = await get('/assets/a.js', 'gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/);
    expect(brotliDecompressSync(compressed.body).toString()).toBe('let a = 1;');
    const plain = await get('/assets/a.js', 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('let a = 1;');
  });

  it('answers the root and a client route with index.html, a missing file with 404, and refuses a path outside the folder', async () => {
    const root = await get('/');
    expect(root.status).toBe(200);
    expect(root.body.toString()).toBe('<p>page</p>');
    const route = await get('/login');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toBe('<p>page</p>');
    expect((await get('/assets/missing.js')).status).toBe(404);
    const outside = `/../${dir.split('/').pop()}-outside.txt`;
    for (const path of [outside, outside.replace('..', '%2e%2e')]) {
      const answer = await get(path);
      expect([403, 404]).toContain(answer.status);
      expect(answer.body.toString()).not.toContain('secret');
    }
  });
});

describe('the bench sends files with the Cache-Control the reference server sends', () => {
  it('hashed assets immutable, everything else revalidated, as server/http/staticSite.ts decides', () => {
    const paths = ['/d/assets/index-BWEyEljg.js', '/d/assets/index-BWEyEljg.js.br', '/d/assets/antd-xhTzG5SuKs.css.gz', '/d/assets/a.js', '/d/index.html', '/d/favicon.svg', '/d/help/guide-ABCDEFGH.html'];
    for (const path of paths) expect(benchCacheControl(path), path).toBe(serverCacheControl(path));
    expect(benchCacheControl('/d/assets/index-BWEyEljg.js')).toContain('immutable');
  });

  it('a served hashed file carries it', async () => {
    writeFileSync(join(dir, 'assets', 'page-BWEyEljg.js'), 'let b = 2;');
    expect((await get('/assets/page-BWEyEljg.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });
});
