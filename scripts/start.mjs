// `npm start`: the portal and the reference server on one origin,
// http://127.0.0.1:${PORT:-8080}. Builds the portal when dist/ is missing or
// older than its sources (and each demo sub-app with its own Vite build,
// subapps/{name}-ui/dist) and bundles the server when dist-server/ is
// older than its sources (scripts/lib/serverBundle.mjs; both at once), then serves dist/
// and /eps/... from the server
// (which seeds the demo data on an empty database and prints the accounts).
// With EPS_API_TARGET set, /eps/... goes to that EPS server instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildPortalAndSubAppsIfStale } from './lib/buildFreshness.mjs';
import { startGroup, superviseGroups } from './lib/processGroup.mjs';
import { REPO_ROOT } from './lib/run.mjs';
import { buildServerIfStale, serverBundleArgs } from './lib/serverBundle.mjs';

async function main() {
  if (!existsSync(join(REPO_ROOT, 'server/main.ts'))) {
    console.error('[start] server/main.ts is missing: there is no server to start.');
    return 1;
  }
  // The server's bundle and its databases (~10 s on a fresh clone, mostly PGlite in one thread) are made while
  // Vite builds the portal: neither needs the other.
  const [portal, bundled] = await Promise.all([buildPortalAndSubAppsIfStale('start'), buildServerIfStale()]);
  if (portal !== 0) return portal;
  if (bundled !== 0) return 1;
  const port = process.env.PORT ?? '8080';
  if (process.env.EPS_API_TARGET) {
    // Another EPS server owns the calls: serve the portal and forward /eps to it.
    console.log(`[start] portal at http://127.0.0.1:${port}, /eps forwarded to ${process.env.EPS_API_TARGET}`);
    const proxy = startGroup('proxy', process.execPath, serverBundleArgs('proxyMain'), { PORT: port, STATIC_DIR: 'dist' });
    return superviseGroups([proxy]);
  }
  console.log(`[start] starting the reference server: http://127.0.0.1:${port}`);
  const server = startGroup('server', process.execPath, serverBundleArgs('main'), {
    PORT: port,
    SERVE_DIST: 'dist',
    STATIC_DIR: 'dist',
  });
  return superviseGroups([server]);
}

process.exit(await main());
