// The bench's own pages (bench/dist, the stack-floor page) on a free port of 127.0.0.1, sent as the reference server
// sends the portal (server/http/staticSite.ts, @fastify/static): a file's `.br` beside it when the browser takes
// brotli; index.html for `/` and any path without a file extension (the pages route on the client); else 404.
// Hashed files under assets/ are kept a year and never asked for again, index.html is revalidated: the cases run on a
// warm cache, and revalidating each module on every run (304s, six at a time) is a cost the portal's users never pay.
import fastifyStatic from '@fastify/static';
import fastify from 'fastify';
import { extname, resolve } from 'node:path';

/** The reference server's rule (server/http/staticSite.ts `cacheControlFor`; a test holds the two to the same answers). */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * The Cache-Control of a served file, by its path on disk (`.br`/`.gz` stripped).
 * @param {string} filePath
 */
export function cacheControlFor(filePath) {
  return HASHED_ASSET.test(filePath.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves `root` until `close()`.
 * @param {string} root
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root) {
  const app = fastify();
  await app.register(fastifyStatic, {
    root: resolve(root),
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
  });
  app.setNotFoundHandler((request, reply) => (extname(new URL(request.url, 'http://x').pathname) ? reply.code(404).send('not found') : reply.sendFile('index.html')));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => app.close() };
}
