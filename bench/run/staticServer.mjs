// The bench's own pages (bench/dist, the stack-floor page) on a free port of 127.0.0.1, sent as the reference server
// sends the portal (server/http/staticSite.ts, @fastify/static): a file's `.br` beside it when the browser takes
// brotli; index.html for `/` and any path without a file extension (the pages route on the client); else 404.
import fastifyStatic from '@fastify/static';
import fastify from 'fastify';
import { extname, resolve } from 'node:path';

/**
 * Serves `root` until `close()`.
 * @param {string} root
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root) {
  const app = fastify();
  await app.register(fastifyStatic, { root: resolve(root), preCompressed: true });
  app.setNotFoundHandler((request, reply) => (extname(new URL(request.url, 'http://x').pathname) ? reply.code(404).send('not found') : reply.sendFile('index.html')));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/`, close: () => app.close() };
}
