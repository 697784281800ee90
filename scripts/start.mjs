// `npm start`: the portal and the reference server on one origin, http://127.0.0.1:${PORT:-8080}; with
// EPS_API_TARGET set, /eps... goes to that EPS server instead. Builds what is stale (lib/buildFreshness.mjs, the
// server's bundle lib/serverBundle.mjs). While Vite builds, the server already readies its database and listens once
// told the built files are there (server/sitesBuiltByParent.ts). That build writes gzip only; the brotli files are
// written once the server answers (lib/brotliAssets.mjs). A server that dies is started again (lib/run.mjs keepRunning).
import { setTimeout as sleep } from 'node:timers/promises';
import { buildPortalAndSubAppsIfStale, portalOrSubAppsStale } from './lib/buildFreshness.mjs';
import { filesWithoutBrotli } from './lib/brotliAssets.mjs';
import { REPO_ROOT, keepRunning, start, stopAll, stopRequested } from './lib/run.mjs';
import { buildServerIfStale, serverBundleArgs } from './lib/serverBundle.mjs';

/** Once /healthz answers, writes the brotli files the build left out, in a child at a lower priority. */
async function writeBrotliOnceAnswered(port, ended) {
  const bound = process.env.HOST;
  const host = !bound || bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound.includes(':') ? `[${bound}]` : bound;
  for (const until = Date.now() + 120_000; !ended() && Date.now() < until; await sleep(100)) {
    if (!(await fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false))) continue;
    const missing = filesWithoutBrotli(`${REPO_ROOT}/dist`).length;
    if (missing === 0) return undefined;
    console.log(`[start] writing the brotli versions of ${missing} built files in the background (gzip is sent until then)`);
    return start('brotli', 'nice', ['-n', '10', process.execPath, 'scripts/lib/brotliAssets.mjs', 'dist'], { group: true });
  }
  return undefined;
}

async function main() {
  const stopped = stopRequested();
  const port = process.env.PORT ?? '8080';
  const target = process.env.EPS_API_TARGET;
  const [name, entry, env] = target ? ['proxy', 'proxyMain', { PORT: port, STATIC_DIR: 'dist' }] : ['server', 'main', { PORT: port, SERVE_DIST: 'dist', STATIC_DIR: 'dist' }];
  const launch = (more = {}, ipc = false) => start(name, process.execPath, serverBundleArgs(entry), { env: { ...env, ...more }, group: true, ipc });
  const early = portalOrSubAppsStale() && !target;
  const building = buildPortalAndSubAppsIfStale('start', { brotliLater: true });
  if ((await buildServerIfStale()) !== 0) return building.then(() => 1);
  console.log(target ? `[start] portal at http://127.0.0.1:${port}, /eps forwarded to ${target}` : `[start] starting the reference server: http://127.0.0.1:${port}${early ? ' (it listens once the portal is built)' : ''}`);
  const first = early ? launch({ EPS_SITES_BUILT_BY_PARENT: '1' }, true) : undefined;
  const portal = await Promise.race([building, stopped.then(() => 130)]);
  if (portal !== 0) return (first ? stopAll([first]) : Promise.resolve()).then(() => portal);
  if (first?.child.connected) first.child.send('sites-built');
  let ended = false;
  // A failure here costs bytes, not the start: gzip is served meanwhile.
  const brotli = writeBrotliOnceAnswered(port, () => ended).catch((error) => console.error(`[start] could not write the brotli files: ${error.message}`));
  const code = await keepRunning((attempt) => (attempt === 0 && first ? first : launch()), stopped);
  ended = true;
  (await brotli)?.stop();
  return code;
}

process.exit(await main());
