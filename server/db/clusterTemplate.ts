/**
 * A new PGlite database starts as a copy of an empty cluster made once per
 * build, not by running initdb. initdb in PGlite's wasm takes
 * ~4 s of a first start on 2 cores; copying its result (~40 MB) and opening
 * the copy takes ~0.7 s. The server's bundle build (scripts/lib/serverBundle.mjs)
 * makes the template in dist-server/pglite-cluster/ with the PGlite it bundles
 * against; a server whose installed PGlite has another version, or that finds
 * no template (`npm run server` before any build), runs initdb as before.
 *
 * The template is an empty cluster: no tables, rows, secrets or dates of ours
 * (migrations and the demo seed still run on the copy at start). A first
 * `npm start` takes the build's seeded demo database instead (demoTemplate.ts),
 * which is made from this one. Two databases
 * copied from one template share PostgreSQL's system identifier, which only
 * replication reads; PGlite has none.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { repoPath } from '../repoRoot';

/** The template's folder: a cleanly shut down PGlite cluster. */
export const CLUSTER_TEMPLATE_DIR = repoPath('dist-server', 'pglite-cluster');
/** Beside it, written last: the PGlite version that made it. Without it the folder is not a template. */
export const stampOf = (templateDir: string): string => `${templateDir}.json`;

/** The installed PGlite's version (its package.json is not among its exports: found from its entry). */
export function installedPgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (; dirname(dir) !== dir; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
  }
  throw new Error('the installed @electric-sql/pglite has no package.json with its version');
}

/** True when a template made by the installed PGlite is in `templateDir`. */
export function clusterTemplateReady(templateDir = CLUSTER_TEMPLATE_DIR): boolean {
  try {
    const stamp = JSON.parse(readFileSync(stampOf(templateDir), 'utf8')) as { pglite?: unknown };
    return stamp.pglite === installedPgliteVersion() && existsSync(join(templateDir, 'PG_VERSION'));
  } catch {
    return false;
  }
}

/**
 * Makes the template: initdb into a working folder, shut down, then moved into place and stamped, so a server
 * starting meanwhile sees the whole template or none.
 */
export async function makeClusterTemplate(templateDir = CLUSTER_TEMPLATE_DIR): Promise<void> {
  const work = `${templateDir}.tmp-${process.pid}`;
  // Made while esbuild bundles the server: its folder may not be there yet.
  mkdirSync(dirname(templateDir), { recursive: true });
  rmSync(work, { recursive: true, force: true });
  rmSync(stampOf(templateDir), { force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  // The options openDatabase (client.ts) gives a new database: the data folder only.
  const cluster = new PGlite({ dataDir: work });
  await cluster.waitReady;
  await cluster.close();
  rmSync(templateDir, { recursive: true, force: true });
  renameSync(work, templateDir);
  writeFileSync(stampOf(templateDir), `${JSON.stringify({ pglite: installedPgliteVersion() })}\n`);
}

/** True for a folder that is missing or has nothing in it: where a new database may be created. */
export const isEmptyOrMissing = (dir: string): boolean => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Fills an empty or missing `pgliteDir` from the template when there is one; true when it did.
 */
export function copyClusterTemplate(pgliteDir: string, templateDir = CLUSTER_TEMPLATE_DIR): boolean {
  if (!isEmptyOrMissing(pgliteDir) || !clusterTemplateReady(templateDir)) return false;
  copyTemplateInto(templateDir, pgliteDir);
  return true;
}

/** True while a process with this id runs (a copy it is making is not abandoned). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the working folders (`<pgliteDir>.tmp-<pid>`, 20-40 MB each) that copies killed halfway left beside
 * `pgliteDir`: their process is gone, so nothing will ever rename them into place.
 */
export function removeAbandonedCopies(pgliteDir: string): string[] {
  const parent = dirname(pgliteDir);
  const prefix = `${basename(pgliteDir)}.tmp-`;
  if (!existsSync(parent)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length)) : Number.NaN;
    if (!Number.isInteger(pid) || pid <= 0 || (pid !== process.pid && isRunning(pid))) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Copies a template cluster into `pgliteDir` (missing or empty). The copy goes to a folder beside it first and is
 * renamed into place: a start stopped halfway leaves no half cluster where the next start would open it. Copied
 * synchronously (~1,200 files, ~40 MB): fs.promises.cp overlaps the routes' module loading but took ~1 s more of a
 * first start on 2 cores, a `cp -R` child process ~0.1 s less (and is not portable).
 */
export function copyTemplateInto(templateDir: string, pgliteDir: string): void {
  const work = `${pgliteDir}.tmp-${process.pid}`;
  removeAbandonedCopies(pgliteDir);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(dirname(work), { recursive: true });
  cpSync(templateDir, work, { recursive: true });
  // The empty folder goes first (rmdir refuses one that is not empty); a missing parent is made.
  if (existsSync(pgliteDir)) rmdirSync(pgliteDir);
  else mkdirSync(dirname(pgliteDir), { recursive: true });
  renameSync(work, pgliteDir);
}

/**
 * Makes the empty cluster unless the installed PGlite already made the one there (the two build scripts that
 * may make it: server/makeEmptyCluster.ts and server/makeClusterTemplate.ts). Says so when it made it.
 * @returns true when it made it
 */
export async function ensureClusterTemplate(write: (line: string) => void = (line) => process.stdout.write(line)): Promise<boolean> {
  if (clusterTemplateReady()) return false;
  const started = performance.now();
  await makeClusterTemplate();
  write(`[build] made the empty database new PGlite data folders start from (${CLUSTER_TEMPLATE_DIR}) in ${Math.round(performance.now() - started)} ms\n`);
  return true;
}
