/**
 * What `/healthz` says about writes, so it matches what the requests' writes
 * meet. One probe at a time, its verdict kept for {@link PROBE_TTL_MS} (a
 * load balancer's checks every second cost one probe, not one each):
 *
 * 1. PGlite: the database files are still there (deleted under a running
 *    engine, writes would land in unlinked files and be lost on restart);
 * 2. PGlite: every folder the engine creates files in is writable;
 * 3. PGlite: the data folder's disk takes a real write: {@link SPACE_PROBE_BYTES}
 *    written and flushed beside the database, then removed (a full disk
 *    fails here while the database's own tiny probe still fits in a page it
 *    holds open);
 * 4. the database takes a write (one row rewritten in a transaction);
 * 5. no request's write failed for storage in the last {@link WRITE_FAULT_MS}
 *    (a fault the probes above cannot see, such as a file the engine cannot
 *    reopen): it shows until a write succeeds again, or until that long
 *    passes without another failing write.
 *
 * Each check reads the state again, so a folder made writable again, space
 * freed or the database back turns the answer to 200 without a restart.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refusedWrite } from '../db/probeWrite';
import { healthChecks } from '../db/schema';
import { sqlStateOf, unwritableFolder } from './storageFault';

/** How long a verdict stands before the next check probes again (HEALTH_CACHE_MS). */
export const PROBE_TTL_MS = 2_000;
/** The size of the disk probe: a few of the database's pages, so a full disk shows before its next file extension fails. */
export const SPACE_PROBE_BYTES = 256 * 1024;
/** How long a request's failed write keeps /healthz at 503 when no write succeeds after it. */
export const WRITE_FAULT_MS = 30_000;
/** The files a PGlite (PostgreSQL) data folder cannot run without. */
const DATABASE_FILES = ['PG_VERSION', join('global', 'pg_control')];

export type HealthVerdict = { ok: true } | { ok: false; reason: string };

export interface StorageHealth {
  /** The current verdict (probed again when the last one is older than the TTL). */
  check(): Promise<HealthVerdict>;
  /** A request's write failed because the database cannot store: the next checks say so until a write works. */
  noteWriteFault(reason: string): void;
  /** A request's write was stored. */
  noteWriteOk(): void;
  /** A request met the database unreachable: a verdict kept from before no longer stands, the next check probes. */
  noteDatabaseUnavailable(): void;
}

export interface StorageHealthOptions {
  db: Db;
  now: () => Date;
  /** The PGlite folder (none on PostgreSQL). */
  storageDir?: string | undefined;
  /** How long a verdict stands (default {@link PROBE_TTL_MS}). */
  ttlMs?: number;
  /** The clock of the TTL (tests pass their own). */
  clock?: () => number;
}

async function missingDatabaseFile(storageDir: string): Promise<string | undefined> {
  for (const file of DATABASE_FILES) {
    try {
      await access(join(storageDir, file), constants.F_OK);
    } catch {
      return file;
    }
  }
  return undefined;
}

/** Writes, flushes and removes a probe file beside the database; the error's code when the disk refuses. */
const diskRefusesWrite = (storageDir: string): Promise<string | undefined> => refusedWrite(dirname(storageDir), SPACE_PROBE_BYTES, 'write-probe');

async function databaseRefusesWrite(db: Db, now: Date): Promise<string | undefined> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(healthChecks).values({ id: 1, checkedAt: now }).onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: now } });
      await tx.execute(sql`SELECT 1`);
    });
    return undefined;
  } catch (error) {
    const code = sqlStateOf(error);
    return `database cannot write${code ? ` (SQLSTATE ${code})` : ''}`;
  }
}

async function probe(options: StorageHealthOptions): Promise<HealthVerdict> {
  const dir = options.storageDir;
  if (dir !== undefined) {
    const missing = await missingDatabaseFile(dir);
    if (missing !== undefined) return { ok: false, reason: `database files missing (${missing})` };
    const folder = await unwritableFolder(dir);
    if (folder !== undefined) return { ok: false, reason: `data folder not writable (${folder})` };
    const disk = await diskRefusesWrite(dir);
    if (disk !== undefined) return { ok: false, reason: disk === 'ENOSPC' ? 'disk full' : `data folder cannot write (${disk})` };
  }
  const database = await databaseRefusesWrite(options.db, options.now());
  return database === undefined ? { ok: true } : { ok: false, reason: database };
}

export function createStorageHealth(options: StorageHealthOptions): StorageHealth {
  const clock = options.clock ?? Date.now;
  const ttlMs = options.ttlMs ?? PROBE_TTL_MS;
  let verdict: { at: number; value: Promise<HealthVerdict> } | undefined;
  let writeFault: { at: number; reason: string } | undefined;
  return {
    async check() {
      const at = clock();
      if (!verdict || at - verdict.at >= ttlMs) verdict = { at, value: probe(options) };
      const value = await verdict.value;
      if (!value.ok) return value;
      if (writeFault !== undefined && at - writeFault.at >= WRITE_FAULT_MS) writeFault = undefined;
      return writeFault === undefined ? value : { ok: false, reason: `writes failing (${writeFault.reason})` };
    },
    noteWriteFault(reason) {
      writeFault = { at: clock(), reason };
    },
    noteWriteOk() {
      writeFault = undefined;
    },
    noteDatabaseUnavailable() {
      verdict = undefined;
    },
  };
}
