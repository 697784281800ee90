/**
 * Opens the database: PGlite (embedded Postgres, files under DATA_DIR) by
 * default, a real PostgreSQL through `pg` when a URL is given. Both are driven
 * through the same drizzle schema and queries (type {@link Db}).
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { explainPgliteOpenFailure } from './openFailure';
import { takeTurnsWithEventLoop } from './pgliteTurns';
import * as schema from './schema';

/** The drizzle schema type. */
export type Schema = typeof schema;
/** A database or transaction handle, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance (PGlite driver only): tests use it to dump a snapshot. */
  pglite: PGlite | undefined;
  close(): Promise<void>;
  /** Set when the database was created now as a copy of the build's seeded demo database (demoTemplate.ts). */
  madeFrom?: { template: 'demo'; areas: string[] };
}

/** Where the data lives. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined = in memory; `loadDataDir` = start from a dumped snapshot. */
  | { kind: 'pglite'; dataDir?: string | undefined; loadDataDir?: Blob | undefined };

/** Opens the target. The caller runs migrations (migrate.ts) afterwards. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  // Each driver's packages load only when it is used (~0.1 s of a start for the one not used).
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // connectionTimeoutMillis: while PostgreSQL is unreachable without refusing (a host gone, a hung start), a
    // request waits 5 s for a connection and answers 503, instead of waiting as long as the client lets it.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    // A connection lost (PostgreSQL restarted or stopped) emits 'error' on its client. The pool listens on idle
    // clients only (and drops them); a client checked out for a transaction had no listener, and the unhandled
    // 'error' event ended the process. Each client now keeps a listener for its whole life: the request using it
    // fails on its next query (an error the error handler answers with a 503, http/storageFault.ts), and at
    // release the pool ends it instead of keeping it, as it no longer counts as queryable (pg-pool's
    // `_queryable` check), so the next request opens a fresh connection: the pool reconnects by itself.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg({ client: pool, schema });
    await pool.query('SELECT 1');
    return { db, driver: 'postgres', pglite: undefined, close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    // PGlite's own words ("Aborted()") do not say that the disk is full or the folder read-only: ask the disk.
    throw target.dataDir ? await explainPgliteOpenFailure(error, target.dataDir) : error;
  }
  takeTurnsWithEventLoop(client);
  const db = drizzlePglite({ client, schema });
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
}
