// The reference server as `npm start`, the browser tests and the benches run it: one ES module per entry in
// dist-server/ (nodeScriptBundle.mjs), rebuilt when its sources changed (buildFreshness.mjs), then the databases a
// new data folder is copied from. `npm run server` and the server tests run the sources through tsx.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildWhenStale } from './buildFreshness.mjs';
import { bundleForNode, bundleNodeScript } from './nodeScriptBundle.mjs';
import { REPO_ROOT, run } from './run.mjs';

// makeClusterTemplate runs after each build: the empty PGlite cluster and the seeded demo database. documentCheckWorker
// is the document checks' worker thread, loaded by server/lowcode/documentCheckPool.ts from beside main.mjs.
const ENTRIES = { main: 'server/main.ts', proxyMain: 'server/proxyMain.ts', makeClusterTemplate: 'server/makeClusterTemplate.ts', documentCheckWorker: 'server/lowcode/documentCheckWorker.ts' };
const SERVER = {
  label: 'the reference server',
  outDir: 'dist-server',
  output: 'main.mjs',
  inputs: ['server', 'src', 'renderers', 'build/pathAliases.mjs', 'scripts/lib/serverBundle.mjs', 'scripts/lib/nodeScriptBundle.mjs', 'package-lock.json', 'tsconfig.json'],
};

/** Node's arguments to run an entry's bundle (stack traces point at the TypeScript sources). */
export const serverBundleArgs = (entry) => ['--enable-source-maps', join(REPO_ROOT, SERVER.outDir, `${entry}.mjs`)];

/** The empty PGlite cluster (server/makeEmptyCluster.ts, bundled on its own); a failure is the template maker's to repeat. */
async function makeEmptyCluster() {
  const bundle = await bundleNodeScript('server/makeEmptyCluster.ts');
  try {
    return await run(process.execPath, [bundle]);
  } finally {
    rmSync(bundle, { force: true });
  }
}

async function bundleServer() {
  // The empty cluster needs PGlite and none of the server's code: on a fresh clone the longest step before the
  // server can open a database, so it is made while esbuild bundles.
  const emptyCluster = makeEmptyCluster().catch((error) => console.warn(`[build] the empty database was not made: ${error.message}`));
  try {
    await bundleForNode({
      entryPoints: ENTRIES,
      outdir: SERVER.outDir,
      outExtension: { '.js': '.mjs' },
      // main.ts imports the routes with import() once the database is opening: their chunk loads meanwhile.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: 'linked',
      logLevel: 'warning',
      // Each build's id (server/buildId.ts): the seeded demo database it makes is taken only by its own bundle.
      define: { __EPS_SERVER_BUILD__: JSON.stringify(randomUUID()) },
    });
  } catch (error) {
    console.error(`[build] the server bundle failed: ${error instanceof Error ? error.message : String(error)}`);
    await emptyCluster;
    return 1;
  }
  await emptyCluster;
  // Without the templates a first start makes, migrates and seeds its database itself (~2-6 s more): a warning.
  if ((await run(process.execPath, serverBundleArgs('makeClusterTemplate'))) !== 0) console.warn('[build] the database templates were not made: a first start will create and seed its database itself');
  return 0;
}

/** Bundles the server when dist-server/ is missing or stale; resolves with 0 when it is ready. */
export const buildServerIfStale = () => buildWhenStale(SERVER, bundleServer);
