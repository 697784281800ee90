// Whether a Vite build is up to date: after each build its output folder keeps a hash of its inputs as git sees
// them (the content of every file under them, tracked or new, that .gitignore does not leave out), and a build runs
// when the output is missing or the hash differs. Without git (a copy of the tree) every call builds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesWithoutBrotli, writeMissingBrotli } from './brotliAssets.mjs';
import { REPO_ROOT, bin, run } from './run.mjs';

const STAMP = '.inputs-hash';

/** The portal: build/ holds the Vite config's plugins and what they run; scripts/lib what those run in turn. */
const PORTAL = {
  label: 'the portal',
  outDir: 'dist',
  args: ['build'],
  inputs: ['src', 'renderers', 'schemas', 'public', 'index.html', 'vite.config.ts', 'build', 'scripts/lib', 'server/repoRoot.ts', 'package-lock.json', 'tsconfig.json'],
};

/**
 * The demo sub-apps with a Vite build of their own (subapps/{name}-ui/vite.config.ts), served at /{name}-ui/
 * (server/http/subApps.ts). Their inputs: their folder, the sub-apps' shared code and the portal's translation files
 * (em-ui shows the portal's texts).
 */
function subApps() {
  return readdirSync(join(REPO_ROOT, 'subapps'))
    .filter((name) => /^[a-z][a-z0-9-]*-ui$/.test(name) && existsSync(join(REPO_ROOT, 'subapps', name, 'vite.config.ts')))
    .map((name) => ({
      label: `the ${name} sub-app`,
      outDir: `subapps/${name}/dist`,
      args: ['build', '--config', `subapps/${name}/vite.config.ts`],
      inputs: [`subapps/${name}`, 'subapps/lib', 'src/i18n/locales', 'package-lock.json'],
    }));
}

const hashes = new Map();

/** A hash of the files under `inputs` and their contents (once per process), or undefined when git cannot tell. */
function inputsHash(inputs) {
  const key = inputs.join('\0');
  if (!hashes.has(key)) hashes.set(key, hashOf(inputs));
  return hashes.get(key);
}

function hashOf(inputs) {
  const git = (args, input) => execFileSync('git', args, { cwd: REPO_ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] });
  try {
    const listed = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs]);
    const files = listed.split('\0').filter((file) => file && existsSync(join(REPO_ROOT, file)));
    return createHash('sha256').update(files.join('\n')).update(git(['hash-object', '--stdin-paths'], files.join('\n'))).digest('hex');
  } catch {
    return undefined;
  }
}

/** Why `build` must run (undefined when up to date), and the hash its output is to keep. */
function staleness(build) {
  const hash = inputsHash(build.inputs);
  const out = join(REPO_ROOT, build.outDir);
  if (!existsSync(join(out, 'index.html'))) return { hash, reason: `${build.outDir}/index.html is missing` };
  const kept = existsSync(join(out, STAMP)) ? readFileSync(join(out, STAMP), 'utf8') : undefined;
  return { hash, reason: hash !== undefined && kept === hash ? undefined : `its sources changed since ${build.outDir}/ was built` };
}

async function buildWhenStale(build, env = {}) {
  const { hash, reason } = staleness(build);
  if (!reason) return 0;
  console.log(`[build] ${build.label}: ${reason}: running vite ${build.args.join(' ')}`);
  const code = await run(bin('vite'), build.args, { env });
  if (code === 0 && hash) writeFileSync(join(REPO_ROOT, build.outDir, STAMP), hash);
  return code;
}

/**
 * Builds the portal when stale. With `brotliLater` the build writes gzip only and the caller writes the brotli files
 * afterwards (`npm start`); otherwise brotli files an interrupted start left unwritten are written here, before
 * dist/ is served or measured.
 * @param {{ brotliLater?: boolean }} [options]
 * @returns {Promise<number>} 0 when dist/ is ready
 */
export async function buildIfStale(options = {}) {
  const code = await buildWhenStale(PORTAL, options.brotliLater ? { EPS_BROTLI: 'later' } : {});
  const dist = join(REPO_ROOT, 'dist');
  if (code === 0 && !options.brotliLater && filesWithoutBrotli(dist).length > 0) {
    const { written, ms } = await writeMissingBrotli(dist);
    console.log(`[build] ${written} brotli files an interrupted start left unwritten written in ${(ms / 1000).toFixed(1)} s`);
  }
  return code;
}

/** True when the portal or a Vite sub-app needs a build. */
export function portalOrSubAppsStale() {
  return [PORTAL, ...subApps()].some((build) => staleness(build).reason !== undefined);
}

/**
 * The portal and the Vite sub-apps, each when stale, side by side (a sub-app's build is small and needs nothing of
 * the portal's). `who` prefixes the failure message.
 * @param {string} who e.g. 'start'
 * @param {{ brotliLater?: boolean }} [options] see buildIfStale
 * @returns {Promise<number>} 0 when all are ready
 */
export async function buildPortalAndSubAppsIfStale(who, options = {}) {
  const subAppsBuilt = (async () => {
    for (const build of subApps()) if ((await buildWhenStale(build)) !== 0) return 1;
    return 0;
  })();
  const [portal, subApp] = await Promise.all([buildIfStale(options), subAppsBuilt]);
  if (portal !== 0) console.error(`[${who}] vite build failed`);
  else if (subApp !== 0) console.error(`[${who}] a sub-app's vite build failed`);
  return portal || subApp;
}
