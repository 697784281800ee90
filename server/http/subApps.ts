/**
 * The demo sub-apps shipped with the reference server (issue 14): every
 * folder `subapps/{name}-ui/` is served at `/{name}-ui/`, so the portal can
 * embed a micro-app and an iframe app on a fresh machine, same origin (the
 * CSP's `'self'` covers them). Real sub-apps live on their own servers and are
 * registered as apps (README "Embedded apps").
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The `{name}-ui` folders under `root`. */
export function subAppFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z][a-z0-9-]*-ui$/.test(entry.name) && existsSync(join(root, entry.name, 'index.html')))
    .map((entry) => entry.name);
}

/** Serves each sub-app folder under `root` at `/{name}/`; returns the names served. */
export async function installSubApps(app: FastifyInstance, root: string): Promise<string[]> {
  const names = subAppFolders(root);
  for (const name of names) {
    await app.register(fastifyStatic, {
      root: join(root, name),
      prefix: `/${name}/`,
      index: false,
      // The portal's static site already decorates the reply.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('cache-control', 'no-cache');
        // A same-origin iframe app runs sandboxed in an opaque origin (no allow-same-origin), so its
        // own scripts and styles are cross-site requests to us: helmet's same-site policy would block them.
        res.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
    // The entry itself: the portal's static site would otherwise answer `/{name}/` (its own index rules) with 404.
    const entry = readFileSync(join(root, name, 'index.html'), 'utf8');
    app.get(`/${name}/`, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(entry));
  }
  return names;
}
