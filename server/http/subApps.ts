/**
 * The demo sub-apps shipped with the reference server: every
 * folder `subapps/{name}-ui/` is served at `/{name}-ui/`, so the portal can
 * embed a micro-app and an iframe app on a fresh machine, same origin (the
 * CSP's `'self'` covers them). Real sub-apps live on their own servers and are
 * registered as apps (docs/embedding.md "Embedded apps").
 *
 * What is served: a folder with its own Vite build (a `vite.config.ts`, e.g.
 * demo-ui) is served from its build output `dist/` (built by `npm start` and
 * the browser tests when stale, scripts/lib/buildFreshness.mjs); its sources
 * never are, and without a built `dist/index.html` it is left out with a
 * warning. Any other folder (plain files, e.g. frame-ui) is served as it is.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface SubAppFolder {
  /** `{name}-ui`, also its URL path. */
  name: string;
  /** The folder whose files are served: the app's folder, or its `dist/` for a Vite-built app. */
  dir: string;
}

/** The folder to serve for `{name}-ui` under `root`, or a reason it cannot be served. */
function servedDir(root: string, name: string): { dir: string } | { missing: string } {
  const folder = join(root, name);
  const dir = existsSync(join(folder, 'vite.config.ts')) ? join(folder, 'dist') : folder;
  return existsSync(join(dir, 'index.html')) ? { dir } : { missing: join(dir, 'index.html') };
}

/** The `{name}-ui` folders under `root` that have an entry to serve; `onMissing` hears of the others. */
export function subAppFolders(root: string, onMissing: (name: string, entry: string) => void = () => {}): SubAppFolder[] {
  if (!existsSync(root)) return [];
  const found: SubAppFolder[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/^[a-z][a-z0-9-]*-ui$/.test(entry.name)) continue;
    const served = servedDir(root, entry.name);
    if ('dir' in served) found.push({ name: entry.name, dir: served.dir });
    else onMissing(entry.name, served.missing);
  }
  return found;
}

/** Serves each sub-app folder under `root` at `/{name}/`; returns the names served. */
export async function installSubApps(app: FastifyInstance, root: string): Promise<string[]> {
  const folders = subAppFolders(root, (name, entry) =>
    app.log.warn(`sub-app ${name} not served: ${entry} is missing (build it: npx vite build --config subapps/${name}/vite.config.ts)`),
  );
  for (const { name, dir } of folders) {
    await app.register(fastifyStatic, {
      root: dir,
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
    const entry = readFileSync(join(dir, 'index.html'), 'utf8');
    app.get(`/${name}/`, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(entry));
  }
  return folders.map(({ name }) => name);
}
