/**
 * Serves the built portal (STATIC_DIR, default ./dist) on the API's origin,
 * with the single-page fallback: a browser GET of an unknown non-API path
 * gets index.html, so deep links like /pages/main/home load the app.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/eps', '/healthz'];

/** Registers the static files; returns the fallback for the not-found handler. */
export async function installStaticSite(
  app: FastifyInstance,
  root: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  await app.register(fastifyStatic, { root, prefix: '/', index: ['index.html'] });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if (request.method !== 'GET' || !wantsHtml || API_PREFIXES.some((p) => path.startsWith(p))) return false;
    void reply.type('text/html; charset=utf-8').sendFile('index.html');
    return true;
  };
}
