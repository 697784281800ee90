/**
 * Serves the built portal (STATIC_DIR, default ./dist) on the API's origin,
 * with the single-page fallback: a browser GET of an unknown non-API path
 * gets index.html, so deep links like /pages/main/home load the app.
 *
 * Delivery: the build writes `.br` and `.gz` beside each asset
 * (vite-plugin-compression2; `npm start` writes the `.br` ones just after the
 * server listens); @fastify/static's `preCompressed` picks one by
 * Accept-Encoding per request, falling back to the next one there is and to
 * the plain file. Content-hashed files under
 * /assets/ never change, so browsers keep them a year without asking again;
 * index.html (and the fallback) is revalidated on every load so a new build
 * is seen at once.
 */
import { basename, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/eps', '/healthz'];

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Vite's hashed names: `name-<8+ url-safe base64 chars>.ext` (e.g. `index-BWEyEljg.js`). */
const HASHED_NAME = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The Cache-Control of a served file, by its path on disk (`.br`/`.gz` stripped). */
export function cacheControlFor(filePath: string): string {
  const plain = filePath.replace(/\.(br|gz)$/, '');
  const inAssets = plain.includes(`${sep}assets${sep}`) || plain.includes('/assets/');
  return inAssets && HASHED_NAME.test(basename(plain)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

function setCachingHeaders(res: SetHeadersResponse, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
  // The same URL answers brotli, gzip or plain by Accept-Encoding: shared caches must key on it.
  res.setHeader('vary', 'accept-encoding');
}

/** Registers the static files; returns the fallback for the not-found handler. */
export async function installStaticSite(
  app: FastifyInstance,
  root: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    // Our own Cache-Control per file (setHeaders); send's ETag/Last-Modified stay for revalidation.
    cacheControl: false,
    setHeaders: setCachingHeaders,
    // Source maps are not built for production; never serve one that was left behind. A `.partial` file is a
    // brotli file being written after the build (scripts/lib/brotliAssets.mjs): until its rename, gzip is sent.
    allowedPath: (pathname) => !pathname.endsWith('.map') && !pathname.endsWith('.partial'),
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if (request.method !== 'GET' || !wantsHtml || API_PREFIXES.some((p) => path.startsWith(p))) return false;
    void reply.type('text/html; charset=utf-8').sendFile('index.html');
    return true;
  };
}
