// `npm start`: the portal and the reference server on one origin, http://127.0.0.1:${PORT:-8080}. Builds the
// portal (and each Vite demo sub-app) when its sources changed since the last build, and meanwhile bundles the
// server when stale (scripts/lib/serverBundle.mjs). The server starts as soon as its bundle is ready: it readies its
// database while Vite builds and listens once told the built files are there (server/sitesBuiltByParent.ts). A
// server that dies is started again and the reason logged (scripts/lib/run.mjs keepRunning). A build here writes
// gzip files only; the brotli ones are written once the server answers (scripts/lib/brotliAssets.mjs).
// With EPS_API_TARGET set, /eps/... goes to that EPS server instead.
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { filesWithoutBrotli } from './lib/brotliAssets.mjs';
import { buildPortalAndSubAppsIfStale, portalOrSubAppsStale } from './lib/buildFreshness.mjs';
import { REPO_ROOT, keepRunning, start, stopAll, stopRequested } from './lib/run.mjs';
import { buildServerIfStale, serverBundleArgs } from './lib/serverBundle.mjs';

/** The message server/sitesBuiltByParent.ts waits for. */
const SITES_BUILT = 'sites-built';
const DIST = join(REPO_ROOT, 'dist');

/**
 * Once the server answers /healthz (opening the database and the first requests come first), writes the brotli files
 * the build left out in a child at a lower priority; the server sends gzip for each file until then.
 */
async function writeBrotliOnceAnswered(port, ended) {
  const bound = process.env.HOST;
  const host = !bound || bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound.includes(':') ? `[${bound}]` : bound;
  for (const until = Date.now() + 120_000; !ended() && Date.now() < until; await sleep(100)) {
    const answered = await fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false);
    if (!answered) continue;
    const missing = filesWithoutBrotli(DIST).length;
    if (missing === 0) return undefined;
    console.log(`[start] writing the brotli versions of ${missing} built files in the background (gzip is sent until then)`);
    const writer = start('brotli', process.execPath, ['scripts/lib/brotliAssets.mjs', DIST], { group: true });
    try {
      if (writer.child.pid) setPriority(writer.child.pid, 10);
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
    return writer;
  }
  return undefined;
}

async function main() {
  const stopped = stopRequested();
  const port = process.env.PORT ?? '8080';
  const target = process.env.EPS_API_TARGET;
  // Another EPS server owns the calls: serve the portal and forward /eps to it.
  const [name, entry, env] = target ? ['proxy', 'proxyMain', { PORT: port, STATIC_DIR: 'dist' }] : ['server', 'main', { PORT: port, SERVE_DIST: 'dist', STATIC_DIR: 'dist' }];
  const launch = (more = {}, ipc = false) => start(name, process.execPath, serverBundleArgs(entry), { env: { ...env, ...more }, group: true, ipc });
  const portalPending = portalOrSubAppsStale();
  const building = buildPortalAndSubAppsIfStale('start', { brotliLater: true });
  if ((await buildServerIfStale()) !== 0) {
    await building;
    return 1;
  }
  let first;
  if (portalPending && !target) {
    console.log(`[start] starting the reference server: http://127.0.0.1:${port} (it listens once the portal is built)`);
    first = launch({ EPS_SITES_BUILT_BY_PARENT: '1' }, true);
  }
  const portal = await Promise.race([building, stopped.then(() => 130)]);
  if (portal !== 0) {
    if (first) await stopAll([first]);
    return portal;
  }
  if (first?.child.connected) first.child.send(SITES_BUILT);
  if (!first) console.log(target ? `[start] portal at http://127.0.0.1:${port}, /eps forwarded to ${target}` : `[start] starting the reference server: http://127.0.0.1:${port}`);
  let ended = false;
  const brotli = writeBrotliOnceAnswered(port, () => ended).catch((error) => {
    // The portal is served with gzip meanwhile: a failure here costs bytes, not the start.
    console.error(`[start] could not start writing the brotli files: ${error instanceof Error ? error.message : String(error)}`);
  });
  const code = await keepRunning((attempt) => (attempt === 0 && first ? first : launch()), stopped);
  ended = true;
  (await brotli)?.stop();
  return code;
}

process.exit(await main());
