/**
 * The repository's folders the server reads at run time (SQL migrations,
 * locale files, shipped schemas, renderer folders). Found from this module's
 * place by walking up to the repository's package.json, so the paths are the
 * same whether the server runs from its sources (tsx, tests) or from the
 * bundle `npm start` builds (dist-server/main.mjs), where every module shares
 * one import.meta.url.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'eps-portal';

function isRepoRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (isRepoRoot(dir)) return dir;
    if (dirname(dir) === dir) throw new Error(`no ${PACKAGE_NAME} package.json above ${from}: the server must run inside its repository`);
  }
}

/** The repository's root folder. */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** A path under the repository's root. */
export function repoPath(...segments: string[]): string {
  return join(REPO_ROOT, ...segments);
}
