/**
 * PGlite that cannot open its data folder says little: "RuntimeError: Aborted()" or "PGlite failed to
 * initialize properly", the same whether the disk is full, the folder read-only or the files damaged. When
 * opening fails, the folder's disk is asked what a write meets (a write of a few pages, flushed, then removed),
 * and the error says what was found and what to do, with PGlite's own error as its cause.
 */
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { refusedWrite } from './probeWrite';

/** A few of the database's pages: what its start writes at least (a WAL record, a checkpoint). */
const PROBE_BYTES = 256 * 1024;
const MB = 1024 * 1024;


async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/** What the data folder's disk says about a write, as a sentence; undefined when it takes writes. */
export async function storageProblemOf(dir: string): Promise<string | undefined> {
  try {
    await access(dir, constants.F_OK);
  } catch {
    return `the folder ${dir} does not exist`;
  }
  const free = await freeBytes(dir);
  const refused = await refusedWrite(dir, PROBE_BYTES, 'open-probe');
  const freeText = free === undefined ? '' : ` (${(free / MB).toFixed(1)} MB free)`;
  if (refused === 'ENOSPC' || refused === 'EDQUOT') return `the disk holding ${dir} is full${freeText}: free some space, then start again`;
  if (refused === 'EROFS' || refused === 'EACCES' || refused === 'EPERM') return `${dir} cannot be written (${refused}): make it writable for this user, then start again`;
  if (refused) return `the disk holding ${dir} refuses writes (${refused})${freeText}`;
  return undefined;
}

/**
 * The error to report when PGlite could not open `dir`: the storage problem found there, or PGlite's own
 * message with where it was opening. PGlite's error is kept as the cause.
 */
export async function explainPgliteOpenFailure(error: unknown, dir: string): Promise<Error> {
  const own = error instanceof Error ? error.message : String(error);
  const problem = await storageProblemOf(dir);
  const message = problem
    ? `PGlite could not open the database in ${dir}: ${problem} (PGlite said: ${own})`
    : `PGlite could not open the database in ${dir} (${own}); its disk takes writes, so the files may be damaged: restore the folder from a backup, or move it away to start with a new database`;
  return new Error(message, { cause: error });
}
