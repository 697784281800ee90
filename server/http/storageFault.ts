/**
 * Storage faults made visible: a data folder that became read-only
 * or full, or an I/O error, is a 503 with a clear message (the server cannot
 * store, the request was fine), and `/healthz` says so too, instead of 500s
 * behind a health check that answers OK.
 *
 * Why both checks: PostgreSQL (and PGlite) keeps its open data files open, so
 * after `chmod -R a-w` small writes into those files still succeed (and are
 * stored); a write that needs a file the engine has not opened yet fails with
 * "could not open file ...: Permission denied" (SQLSTATE 42501). The health
 * check's own tiny write lands in an open file, so it also looks at the folder.
 */
import { constants } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The SQLSTATE of a database error anywhere in the cause chain (drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Disk full, out of resources, I/O error, a file gone, read-only transaction. */
const STORAGE_CODES = new Set(['53100', '53000', '58030', '58P01', '58P02', '25006']);
/** 42501 is also "permission denied for table" (a grant missing): a storage fault only when a file is named. */
const FILE_ACCESS = /could not (open|create|write|extend|read|fsync|access|rename|truncate|link|unlink)[\s\S]*?(file|directory)/i;

function messages(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string') parts.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join('\n');
}

/** True when the database failed because it cannot store (not because of the request). */
export function isStorageFault(error: unknown): boolean {
  const code = sqlStateOf(error);
  if (code !== undefined && STORAGE_CODES.has(code)) return true;
  return (code === '42501' || code === 'XX000' || code === undefined) && FILE_ACCESS.test(messages(error));
}

/**
 * PostgreSQL unreachable or going away: connection exceptions (class 08), the server shutting down or
 * starting (57P01 to 57P03), too many connections (53300). The codes PostgreSQL sends while it stops.
 */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection that could not be made or was cut (node's codes, not SQLSTATEs). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** What the pg driver (and pg-pool) say when a connection ends under a request or cannot be had in time. */
const LOST_CONNECTION = /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i;

/** The errors in `error`'s cause chain, and in an AggregateError's list (node's connect to a name with several addresses). */
function errorsOf(error: unknown): object[] {
  const found: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 20) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    found.push(current);
    queue.push((current as { cause?: unknown }).cause);
    const list = (current as { errors?: unknown }).errors;
    if (Array.isArray(list)) queue.push(...list.slice(0, 5));
  }
  return found;
}

/**
 * True when the database cannot be reached (PostgreSQL stopped, restarting, a connection cut under the
 * request): the request was fine and may be sent again, so it answers 503 with the storage message, as a data
 * folder that cannot store does. The pool makes new connections once PostgreSQL is back (db/client.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorsOf(error).some((current) => {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || SOCKET_CODES.has(code))) return true;
    return typeof message === 'string' && LOST_CONNECTION.test(message);
  });
}

/**
 * The first folder under `root` (itself, and its folders two levels down: where
 * the engine creates files) that this process cannot write into; undefined when all can.
 * Root passes every check, as it passes the engine's own.
 */
export async function unwritableFolder(root: string): Promise<string | undefined> {
  const queue: Array<{ dir: string; depth: number }> = [{ dir: root, depth: 0 }];
  while (queue.length > 0) {
    const { dir, depth } = queue.shift()!;
    try {
      await access(dir, constants.W_OK | constants.X_OK);
    } catch {
      return relative(root, dir) || '.';
    }
    if (depth >= 2) continue;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isDirectory()) queue.push({ dir: join(dir, entry.name), depth: depth + 1 });
  }
  return undefined;
}
