// Page weight of real routes: a fresh browser context (empty cache)
// loads a route of the production build from the reference server, scrolls to
// the bottom so below-the-fold parts load too, and counts the JS and CSS as
// sent: bytes on the wire (CDP Network encodedDataLength, compressed, headers
// included) and requests. Also lists every built chunk's compressed size, for
// the "no single chunk over 200 KB" budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { signInThroughApi } from './benchServer.mjs';

export const KB = 1024;

/**
 * The page-weight budgets: bytes as sent and requests of JS + CSS per route; the largest chunk. The sign-in page's
 * bytes are a ratio to the stack floor (stackFloor.mjs) built in the same run: an absolute figure would sit below
 * what React, the router, axios, i18next and the antd parts it shows cost before any of our code.
 */
export const WEIGHT_BUDGETS = {
  login: { floorRatio: 1.4, requests: 30 },
  home: { bytes: 420 * KB, requests: 40 },
  chunk: 200 * KB,
};

const COUNTED = new Set(['Script', 'Stylesheet']);

/** Waits until no request has been in flight for `quietMs` (bounded by `timeoutMs`). */
async function settle(page, inflight, quietMs = 500, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Loads `path` in a fresh context of `browser` and counts JS + CSS.
 * @returns {Promise<{ bytes: number, requests: number, encodings: string[], files: { url: string, bytes: number }[] }>}
 */
export async function measureRoute(browser, baseUrl, path, { signedIn = false, readySelector } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (signedIn) await signInThroughApi(context, baseUrl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map();
    const inflight = new Set();
    const files = [];
    const encodings = new Set();
    cdp.on('Network.requestWillBeSent', (e) => inflight.add(e.requestId));
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, { type: e.type, url: e.response.url });
      const encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
      if (COUNTED.has(e.type)) encodings.add(encoding ?? 'identity');
    });
    cdp.on('Network.loadingFailed', (e) => inflight.delete(e.requestId));
    cdp.on('Network.loadingFinished', (e) => {
      inflight.delete(e.requestId);
      const seen = types.get(e.requestId);
      if (seen && COUNTED.has(seen.type)) files.push({ url: seen.url.replace(baseUrl, ''), bytes: e.encodedDataLength });
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    if (readySelector) await page.waitForSelector(readySelector, { timeout: 60_000 });
    await settle(page, inflight);
    // Below the fold: what loads once the visitor scrolls counts too.
    for (let i = 0; i < 5; i += 1) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(150);
    }
    await settle(page, inflight);
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    return { bytes, requests: files.length, encodings: [...encodings], files: files.sort((a, b) => b.bytes - a.bytes) };
  } finally {
    await context.close();
  }
}

/** Every JS/CSS file of `dir` (dist/assets) with its raw, gzip and brotli sizes, largest brotli first. */
export function chunkSizes(dir) {
  return readdirSync(dir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const path = join(dir, name);
      const readOr = (suffix, compress) => {
        try {
          return statSync(`${path}${suffix}`).size;
        } catch {
          return compress(readFileSync(path)).length;
        }
      };
      return {
        name,
        raw: statSync(path).size,
        gzip: readOr('.gz', (b) => gzipSync(b, { level: 9 })),
        brotli: readOr('.br', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
      };
    })
    .sort((a, b) => b.brotli - a.brotli);
}

export const kb = (bytes) => (bytes / KB).toFixed(1);
