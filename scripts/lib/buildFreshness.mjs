// Whether a build is up to date, for the portal, the Vite demo sub-apps and the server's bundle alike: its output
// folder keeps a hash of its inputs as git sees them (every file under them, tracked or new, that .gitignore does not
// leave out, with its content), and it builds when the hash differs. Without git (a copy of the tree) it always builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesWithoutBrotli, writeMissingBrotli } from './brotliAssets.mjs';
import { REPO_ROOT, bin, run } from './run.mjs';

/** The portal: build/ holds the Vite config's plugins and what they run, scripts/lib what those run in turn. */
const PORTAL = {
  label: 'the portal',
  outDir: 'dist',
  inputs: ['src', 'renderers', 'schemas', 'public', 'index.html', 'vite.config.ts', 'build', 'scripts/lib', 'server/repoRoot.ts', 'package-lock.json', 'tsconfig.json'],
};

/** The sub-apps with a Vite build of their own (subapps/{name}-ui/vite.config.ts; em-ui shows the portal's texts). */
const subApps = () =>
  readdirSync(join(REPO_ROOT, 'subapps'))
    .filter((name) => /^[a-z][a-z0-9-]*-ui$/.test(name) && existsSync(join(REPO_ROOT, 'subapps', name, 'vite.config.ts')))
    .map((name) => ({ label: `the ${name} sub-app`, outDir: `subapps/${name}/dist`, config: `subapps/${name}/vite.config.ts`, inputs: [`subapps/${name}`, 'subapps/lib', 'src/i18n/locales', 'package-lock.json'] }));

/** The hash of the files under `build.inputs` and their contents (~0.1 s), or undefined when git cannot tell. */
function inputsHash({ root = REPO_ROOT, inputs }) {
  const git = (args, input) => execFileSync('git', args, { cwd: root, input, encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['pipe', 'pipe', 'ignore'] });
  try {
    const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs]).split('\0').filter((file) => file && existsSync(join(root, file)));
    return createHash('sha256').update(files.join('\n')).update(git(['hash-object', '--stdin-paths'], files.join('\n'))).digest('hex');
  } catch {
    return undefined;
  }
}

const outPath = (build, file) => join(build.root ?? REPO_ROOT, build.outDir, file);

/**
 * Whether `build` must run: { outDir, inputs, output: the file that says it was written (index.html by default),
 * root: the repository (tests give one of their own) }.
 */
export function isStale(build) {
  const hash = inputsHash(build);
  const stamp = outPath(build, '.inputs-hash');
  return !hash || !existsSync(outPath(build, build.output ?? 'index.html')) || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash;
}

/** Runs `make()` (resolving with an exit code) when `build` is stale, and keeps the hash of the inputs it built. */
export async function buildWhenStale(build, make) {
  if (!isStale(build)) return 0;
  console.log(`[build] ${build.label}: ${build.outDir}/ is missing or its sources changed since it was built`);
  const hash = inputsHash(build);
  const code = await make();
  if (code === 0 && hash) writeFileSync(outPath(build, '.inputs-hash'), hash);
  return code;
}

/**
 * Builds the portal when stale. With `brotliLater` the build writes gzip only and `npm start` writes the brotli files
 * afterwards; otherwise brotli files an interrupted start left unwritten are written here, before dist/ is used.
 */
export async function buildIfStale({ brotliLater = false } = {}) {
  const code = await buildWhenStale(PORTAL, () => run(bin('vite'), ['build'], { env: brotliLater ? { EPS_BROTLI: 'later' } : {} }));
  const dist = join(REPO_ROOT, 'dist');
  if (code === 0 && !brotliLater && filesWithoutBrotli(dist).length > 0) {
    const { written, ms } = await writeMissingBrotli(dist);
    console.log(`[build] ${written} brotli files an interrupted start left unwritten written in ${(ms / 1000).toFixed(1)} s`);
  }
  return code;
}

/** True when the portal or a Vite sub-app needs a build. */
export const portalOrSubAppsStale = () => [PORTAL, ...subApps()].some(isStale);

/** The portal and, side by side, the Vite sub-apps (one after another), each when stale; `who` prefixes a failure. */
export async function buildPortalAndSubAppsIfStale(who, options = {}) {
  const subAppsBuilt = (async () => {
    for (const app of subApps()) if ((await buildWhenStale(app, () => run(bin('vite'), ['build', '--config', app.config]))) !== 0) return 1;
    return 0;
  })();
  const [portal, subApp] = await Promise.all([buildIfStale(options), subAppsBuilt]);
  if (portal || subApp) console.error(`[${who}] ${portal ? 'the portal' : "a sub-app's"} vite build failed`);
  return portal || subApp;
}
