// Decides whether dist/ must be rebuilt: missing, or older than any input of
// the Vite build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesWithoutBrotli, writeMissingBrotli } from './brotliAssets.mjs';
import { REPO_ROOT, bin, run } from './run.mjs';

/** What the portal bundle is built from. */
// The scripts/lib files are the build's plugins and what they run (vite.config.ts imports them).
const INPUTS = [
  'src',
  'renderers',
  'schemas',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/lib/chunkGroups.mjs',
  'scripts/lib/chunkCycles.mjs',
  'scripts/lib/brotliAssets.mjs',
  'scripts/lib/checkedScreensPlugin.mjs',
  'scripts/lib/checkedScreens.ts',
  'scripts/lib/documentValidatorCode.ts',
  'scripts/lib/portalStyles.ts',
  'scripts/lib/portalStylesPlugin.mjs',
  'scripts/lib/antdSpecimens.ts',
  'scripts/lib/buildTimeFacts.ts',
  'scripts/lib/buildTimeFacts.mjs',
  'scripts/lib/nodeScriptBundle.mjs',
  'scripts/lib/run.mjs',
  'server/repoRoot.ts',
  'package-lock.json',
  'tsconfig.json',
];

/** The newest modification time of `path` and, for a folder, of everything in it (0 when missing). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const inside = readdirSync(path, { recursive: true, encoding: 'utf8' }).map((entry) => statSync(join(path, entry)).mtimeMs);
  return Math.max(stat.mtimeMs, ...inside);
}

/** Why dist/ needs a build, or undefined when it is up to date. */
export function staleReason() {
  const built = join(REPO_ROOT, 'dist', 'index.html');
  if (!existsSync(built)) return 'dist/index.html is missing';
  const builtAt = statSync(built).mtimeMs;
  const changed = INPUTS.find((input) => newestMtime(join(REPO_ROOT, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/**
 * Runs `vite build` when dist/ is missing or stale. With `brotliLater` the build writes gzip only and the caller
 * writes the brotli files afterwards (scripts/lib/brotliAssets.mjs, `npm start`); otherwise a built dist/ whose
 * brotli files an interrupted start left unwritten gets them here, before it is served or measured.
 * @param {{ brotliLater?: boolean }} [options]
 * @returns {Promise<number>} 0 when dist/ is ready
 */
export async function buildIfStale(options = {}) {
  const reason = staleReason();
  if (!reason) {
    console.log('[build] dist/ is up to date');
    if (!options.brotliLater) await finishBrotli();
    return 0;
  }
  console.log(`[build] ${reason}: running vite build${options.brotliLater ? ' (brotli files after the server listens)' : ''}`);
  return run(bin('vite'), ['build'], options.brotliLater ? { env: { EPS_BROTLI: 'later' } } : {});
}

/** Writes the brotli files a deferred run did not finish (none on a build that wrote them itself). */
async function finishBrotli() {
  const dist = join(REPO_ROOT, 'dist');
  if (filesWithoutBrotli(dist).length === 0) return;
  const { written, ms } = await writeMissingBrotli(dist);
  console.log(`[build] ${written} brotli files an interrupted start left unwritten written in ${(ms / 1000).toFixed(1)} s`);
}

// The demo sub-apps with their own Vite build (subapps/{name}-ui/vite.config.ts):
// each is built into its folder's dist/, which the reference server
// serves at /{name}-ui/ (server/http/subApps.ts).
const SUBAPPS = join(REPO_ROOT, 'subapps');

/** The `{name}-ui` folders under subapps/ that have a vite.config.ts. */
export function viteSubApps() {
  if (!existsSync(SUBAPPS)) return [];
  return readdirSync(SUBAPPS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z][a-z0-9-]*-ui$/.test(entry.name) && existsSync(join(SUBAPPS, entry.name, 'vite.config.ts')))
    .map((entry) => entry.name);
}

/** Why subapps/{name}/dist needs a build, or undefined when it is up to date. */
export function subAppStaleReason(name) {
  const folder = join(SUBAPPS, name);
  const built = join(folder, 'dist', 'index.html');
  if (!existsSync(built)) return `subapps/${name}/dist/index.html is missing`;
  const builtAt = statSync(built).mtimeMs;
  // Everything in its folder but the build output, the installed packages, the portal's
  // translation files (a sub-app may show the portal's texts: em-ui imports them) and the
  // demo sub-apps' shared code (subapps/lib: sub-ui and pec-ui import it).
  const inputs = readdirSync(folder).filter((entry) => entry !== 'dist').map((entry) => join(folder, entry));
  const shared = [join(REPO_ROOT, 'package-lock.json'), join(REPO_ROOT, 'src', 'i18n', 'locales'), join(SUBAPPS, 'lib')];
  const changed = [...inputs, ...shared].find((input) => newestMtime(input) > builtAt);
  return changed ? `${changed.slice(REPO_ROOT.length + 1)} changed since the last build` : undefined;
}

/**
 * Runs each Vite sub-app's own `vite build` when its dist/ is missing or stale.
 * @returns {Promise<number>} 0 when every sub-app's dist/ is ready
 */
export async function buildSubAppsIfStale() {
  for (const name of viteSubApps()) {
    const reason = subAppStaleReason(name);
    if (!reason) continue;
    console.log(`[build] ${reason}: building the ${name} sub-app`);
    const code = await run(bin('vite'), ['build', '--config', `subapps/${name}/vite.config.ts`]);
    if (code !== 0) return code;
  }
  return 0;
}

/** True when the portal or a Vite sub-app needs a build. */
export function portalOrSubAppsStale() {
  return staleReason() !== undefined || viteSubApps().some((name) => subAppStaleReason(name) !== undefined);
}

/**
 * The portal and the Vite sub-apps, each when stale; `who` prefixes the failure message. Built side by side: a
 * sub-app's build is small and needs nothing of the portal's, and after the portal it added ~0.7-1 s to a fresh
 * clone's `npm start`.
 * @param {string} who e.g. 'start'
 * @param {{ brotliLater?: boolean }} [options] see buildIfStale
 * @returns {Promise<number>} 0 when both are ready
 */
export async function buildPortalAndSubAppsIfStale(who, options = {}) {
  const [built, subApps] = await Promise.all([buildIfStale(options), buildSubAppsIfStale()]);
  if (built !== 0) {
    console.error(`[${who}] vite build failed`);
    return built;
  }
  if (subApps !== 0) console.error(`[${who}] a sub-app's vite build failed`);
  return subApps;
}
