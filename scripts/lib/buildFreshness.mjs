// Decides whether dist/ must be rebuilt: missing, or older than any input of
// the Vite build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, bin, run } from './run.mjs';

/** What the portal bundle is built from. */
// scripts/lib/chunkGroups.mjs: how the build groups modules into chunks (vite.config.ts imports it).
const INPUTS = ['src', 'renderers', 'schemas', 'public', 'index.html', 'vite.config.ts', 'scripts/lib/chunkGroups.mjs', 'scripts/lib/chunkCycles.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
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
 * Runs `vite build` when dist/ is missing or stale.
 * @returns {Promise<number>} 0 when dist/ is ready
 */
export async function buildIfStale() {
  const reason = staleReason();
  if (!reason) {
    console.log('[build] dist/ is up to date');
    return 0;
  }
  console.log(`[build] ${reason}: running vite build`);
  return run(bin('vite'), ['build']);
}
