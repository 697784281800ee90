// `npm start`: the portal and the reference server on one origin,
// http://127.0.0.1:${PORT:-8080}. Builds the portal when dist/ is missing or
// older than its sources (and each demo sub-app with its own Vite build,
// subapps/{name}-ui/dist) and bundles the server when dist-server/ is
// older than its sources (scripts/lib/serverBundle.mjs; both at once), starts the server
// as soon as its bundle is ready (it serves dist/ once the portal's build ends) and serves
// dist/ and /eps/... from it
// (which seeds the demo data on an empty database and prints the accounts).
// A build here writes gzip files only; the brotli ones are written once the
// server listens (scripts/lib/brotliAssets.mjs).
// With EPS_API_TARGET set, /eps/... goes to that EPS server instead.
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { filesWithoutBrotli } from './lib/brotliAssets.mjs';
import { buildPortalAndSubAppsIfStale, portalOrSubAppsStale } from './lib/buildFreshness.mjs';
import { signalGroup, startGroup, superviseGroups } from './lib/processGroup.mjs';
import { REPO_ROOT } from './lib/run.mjs';
import { buildServerIfStale, serverBundleArgs } from './lib/serverBundle.mjs';

/** The message server/sitesBuiltByParent.ts waits for. */
const SITES_BUILT = 'sites-built';
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts writing the brotli files the build left out (none on a tree built otherwise), in a child at a lower
 * priority than the server, whose first pages meanwhile go out gzip-compressed.
 * @returns {ReturnType<typeof startGroup> | undefined}
 */
function writeBrotliInBackground() {
  const dist = join(REPO_ROOT, 'dist');
  const missing = filesWithoutBrotli(dist).length;
  if (missing === 0) return undefined;
  console.log(`[start] writing the brotli versions of ${missing} built files in the background (gzip is sent until then)`);
  const group = startGroup('brotli', process.execPath, ['scripts/lib/brotliAssets.mjs', dist]);
  try {
    if (group.child.pid) setPriority(group.child.pid, 10);
  } catch {
    // Not allowed here: it runs at the server's priority.
  }
  return group;
}

/** Resolves once `url` answers (or after `limitMs`, or when `stopped` resolves first). */
async function answered(url, limitMs, stopped) {
  let gone = false;
  void stopped.then(() => (gone = true));
  const until = Date.now() + limitMs;
  while (!gone && Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Supervises the server (or proxy) and, once it answers, writes the missing brotli files beside it (not before:
 * opening the database and the first requests come first); stops that writer with the server.
 */
async function serve(group, port) {
  let brotli;
  const bound = process.env.HOST;
  const host = !bound || bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound.includes(':') ? `[${bound}]` : bound;
  void answered(`http://${host}:${port}/healthz`, 120_000, group.exited).then(() => {
    if (group.child.exitCode !== null || group.child.signalCode !== null) return;
    try {
      brotli = writeBrotliInBackground();
    } catch (error) {
      // The portal is served with gzip meanwhile: a failure here costs bytes, not the start.
      console.error(`[start] could not start writing the brotli files: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  const code = await superviseGroups([group]);
  if (brotli) signalGroup(brotli, 'SIGTERM');
  return code;
}

async function main() {
  if (!existsSync(join(REPO_ROOT, 'server/main.ts'))) {
    console.error('[start] server/main.ts is missing: there is no server to start.');
    return 1;
  }
  // The server's bundle and its databases (~10 s on a fresh clone, mostly PGlite in one thread) are made while
  // Vite builds the portal: neither needs the other.
  const portalPending = portalOrSubAppsStale();
  const building = buildPortalAndSubAppsIfStale('start', { brotliLater: true });
  const bundled = await buildServerIfStale();
  if (bundled !== 0) {
    await building;
    return 1;
  }
  const port = process.env.PORT ?? '8080';
  if (process.env.EPS_API_TARGET) {
    const portal = await building;
    if (portal !== 0) return portal;
    // Another EPS server owns the calls: serve the portal and forward /eps to it.
    console.log(`[start] portal at http://127.0.0.1:${port}, /eps forwarded to ${process.env.EPS_API_TARGET}`);
    const proxy = startGroup('proxy', process.execPath, serverBundleArgs('proxyMain'), { PORT: port, STATIC_DIR: 'dist' });
    return serve(proxy, port);
  }
  const env = { PORT: port, SERVE_DIST: 'dist', STATIC_DIR: 'dist' };
  if (!portalPending) {
    const portal = await building;
    if (portal !== 0) return portal;
    console.log(`[start] starting the reference server: http://127.0.0.1:${port}`);
    return serve(startGroup('server', process.execPath, serverBundleArgs('main'), env), port);
  }
  // A build is running: the server starts now, not after it. It copies, opens and migrates its database meanwhile
  // (~2-3 s of a fresh clone's start), and serves the built files once told they are there
  // (server/sitesBuiltByParent.ts).
  console.log(`[start] starting the reference server: http://127.0.0.1:${port} (it listens once the portal is built)`);
  const server = startGroup('server', process.execPath, serverBundleArgs('main'), { ...env, EPS_SITES_BUILT_BY_PARENT: '1' }, { ipc: true });
  // Ctrl-C while the portal builds stops the waiting server too (its own process group does not get the
  // terminal's signal), before it would report its parent gone.
  const stopWaiting = (signal) => {
    signalGroup(server, 'SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, stopWaiting);
  const portal = await building;
  for (const signal of STOP_SIGNALS) process.off(signal, stopWaiting);
  if (portal !== 0) {
    signalGroup(server, 'SIGTERM');
    await server.exited;
    return portal;
  }
  if (server.child.connected) server.child.send(SITES_BUILT);
  return serve(server, port);
}

process.exit(await main());
