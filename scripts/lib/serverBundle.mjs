// The reference server as `npm start` runs it: one ES module per entry
// (dist-server/main.mjs, dist-server/proxyMain.mjs, dist-server/documentCheckWorker.mjs), bundled by esbuild from
// server/*.ts and the src/ modules it shares with the portal. Node loads one
// file instead of ~300 modules compiled one by one through tsx's loader
// (a later start's budget is 3 s to /healthz; tsx cost ~1.5 s of
// it). The packages stay in node_modules (imported at run time, as
// installed), except JSON files a module imports, which Node would refuse
// without an import attribute. `npm run server` and the server tests still
// run the sources through tsx.
import { isAliased } from '../../build/pathAliases.mjs';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bundleNodeScript } from './nodeScriptBundle.mjs';
import { REPO_ROOT, run } from './run.mjs';

/** The bundle's folder, from the repository root. */
const OUT_DIR = 'dist-server';
// makeClusterTemplate runs once after each build: the empty PGlite cluster and the seeded demo database new
// data folders are copied from. documentCheckWorker is the worker thread of the document checks, loaded by
// server/lowcode/documentCheckPool.ts from beside main.mjs.
const ENTRIES = {
  main: 'server/main.ts',
  proxyMain: 'server/proxyMain.ts',
  makeClusterTemplate: 'server/makeClusterTemplate.ts',
  documentCheckWorker: 'server/lowcode/documentCheckWorker.ts',
};
// What decides the output besides the modules esbuild read (listed in meta.json).
const BUILD_INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/lib/serverBundle.mjs', 'server/makeEmptyCluster.ts'];

/** The bundle of an entry, e.g. serverBundlePath('main'). */
export const serverBundlePath = (entry) => join(REPO_ROOT, OUT_DIR, `${entry}.mjs`);

/** Node's arguments to run an entry's bundle (stack traces point at the TypeScript sources). */
export const serverBundleArgs = (entry) => ['--enable-source-maps', serverBundlePath(entry)];

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : Number.POSITIVE_INFINITY);

/**
 * Why dist-server/ needs a build, or undefined when it is up to date.
 * @param {string} [root] the repository (tests give a folder of their own)
 */
export function serverStaleReason(root = REPO_ROOT) {
  const outDir = join(root, OUT_DIR);
  for (const entry of Object.keys(ENTRIES)) if (!existsSync(join(outDir, `${entry}.mjs`))) return `dist-server/${entry}.mjs is missing`;
  const metafile = join(outDir, 'meta.json');
  if (!existsSync(metafile)) return 'dist-server/meta.json is missing';
  const builtAt = statSync(metafile).mtimeMs;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(metafile, 'utf8')).inputs ?? {});
  } catch {
    return 'dist-server/meta.json is unreadable';
  }
  // A module's folder too: a file added beside it (a new renderer's props schema, found by a
  // pattern import) changes the folder, not any module read before.
  const folders = new Set(inputs.map((input) => dirname(input)).filter((folder) => folder !== '.'));
  for (const folder of [...folders]) folders.add(dirname(folder));
  folders.delete('.');
  const changed = [...BUILD_INPUTS, ...inputs, ...folders].find((input) => mtime(join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last server build` : undefined;
}

/** Bare imports stay packages loaded at run time; a package's JSON file is bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, (args) => (args.path.endsWith('.json') || isAliased(args.path) ? undefined : { external: true }));
  },
};

/**
 * Makes the empty PGlite cluster (server/makeEmptyCluster.ts, bundled on its own) unless the installed PGlite
 * made the one there. Its failure is the template maker's to repeat.
 * @returns {Promise<number>} the exit code
 */
async function makeEmptyCluster() {
  let bundle;
  try {
    bundle = await bundleNodeScript('server/makeEmptyCluster.ts');
    return await run(process.execPath, [bundle]);
  } catch (error) {
    console.warn(`[build] the empty database could not be made beside the server's bundle: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if (bundle) rmSync(bundle, { force: true });
  }
}

/**
 * Bundles the server when dist-server/ is missing or stale.
 * @returns {Promise<number>} 0 when dist-server/ is ready
 */
export async function buildServerIfStale() {
  const reason = serverStaleReason();
  if (!reason) return 0;
  console.log(`[build] ${reason}: bundling the reference server`);
  // The empty cluster needs PGlite and none of the server's code: made while esbuild bundles the server
  // (on a fresh clone it is the longest step before the server can open a database).
  const emptyCluster = makeEmptyCluster();
  // Loaded here: `npm start` on a built tree never needs it.
  const { build } = await import('esbuild');
  try {
    const result = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints: ENTRIES,
      outdir: OUT_DIR,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      // main.ts imports the routes with import() once the database is opening: their chunk (and the
      // packages it imports) loads meanwhile, not before main's first line runs.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      target: 'node20',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'warning',
      plugins: [packagesExternal],
      // Each build's id (server/buildId.ts): the seeded demo database it makes is taken only by its own bundle.
      define: { __EPS_SERVER_BUILD__: JSON.stringify(randomUUID()) },
    });
    await emptyCluster;
    // Without the templates a first start runs PGlite's initdb, the migrations and the seed itself (~2-6 s more):
    // worth a warning, not a failed build.
    if ((await run(process.execPath, serverBundleArgs('makeClusterTemplate'))) !== 0) {
      console.warn('[build] the database templates were not made: a first start will create and seed its database itself');
    }
    // Written last: its time is the build's (serverStaleReason compares against it).
    writeFileSync(join(REPO_ROOT, OUT_DIR, 'meta.json'), JSON.stringify(result.metafile));
    return 0;
  } catch (error) {
    console.error(`[build] the server bundle failed: ${error instanceof Error ? error.message : String(error)}`);
    await emptyCluster;
    return 1;
  }
}
