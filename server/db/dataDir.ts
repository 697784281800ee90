/**
 * Demo seeding never runs on a database that was ever in use. The
 * demo accounts have published passwords, so they are seeded only into a
 * database this start created empty (or one that already holds the demo data,
 * which receives new areas), unless SEED_DEMO=1 asks for it. A marker file in
 * DATA_DIR records that a PGlite database was created there: if the marker is
 * present but the database folder is gone or empty, the server refuses to
 * start instead of silently creating a new database with the demo accounts.
 *
 * The marker is written before the database folder is made (state `creating`)
 * and marked `created` once the start has migrated and seeded it, each time by
 * an atomic rename: a crash at any point of a first start leaves either no
 * database, or a marker that protects it. A `creating` marker beside an empty
 * folder is a first start that never finished (no one used that database), so
 * the next start may create it again.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from './client';
import { SERVER_BUILD } from '../buildId';
import { copyClusterTemplate, copyTemplateInto, isEmptyOrMissing } from './clusterTemplate';
import { DEMO_TEMPLATE_DIR, demoTemplateFor, mayFillFromDemoTemplate, shiftDemoDates, takesDemoTemplate } from './demoTemplate';

/** The marker file in DATA_DIR. */
export const DATA_MARKER = 'eps-database.json';

/** Thrown when DATA_DIR says a database existed but its files are gone. */
export class MissingDatabaseError extends Error {
  constructor(dataDir: string, pgliteDir: string) {
    super(
      `${join(dataDir, DATA_MARKER)} says a database was created in ${pgliteDir}, but that folder is missing or empty. ` +
        'Refusing to start on a new empty database (it would be seeded with the published demo accounts). ' +
        `Restore the folder, or start with SEED_DEMO=1 to create and seed a new database, or remove ${DATA_MARKER} to start empty.`,
    );
    this.name = 'MissingDatabaseError';
  }
}

/** What openConfiguredDatabase reads of the server's configuration. */
export interface DatabaseSetting {
  databaseUrl?: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  seedDemoForced: boolean;
  testAccounts: boolean;
  weakPasswordHash: boolean;
}

/** What the marker says: a database being made by a first start, or one that was made (older markers: made). */
export type MarkerState = 'creating' | 'created';

/** The marker's state, or undefined when there is none (a marker that cannot be read counts as `created`: the safe side). */
export function markerState(dataDir: string): MarkerState | undefined {
  const path = join(dataDir, DATA_MARKER);
  if (!existsSync(path)) return undefined;
  try {
    return (JSON.parse(readFileSync(path, 'utf8')) as { state?: unknown }).state === 'creating' ? 'creating' : 'created';
  } catch {
    return 'created';
  }
}

/** Refuses a DATA_DIR whose marker outlived its PGlite folder (unless `force`). */
export function assertDatabaseFolder(dataDir: string, pgliteDir: string, force: boolean): void {
  if (!force && markerState(dataDir) === 'created' && isEmptyOrMissing(pgliteDir)) throw new MissingDatabaseError(dataDir, pgliteDir);
}

/** The PGlite folder in DATA_DIR. */
export const pgliteDirOf = (dataDir: string): string => `${dataDir}/pglite`;

/**
 * Opens the database a server's configuration names: PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR after
 * the folder check above. Separate from buildApp so main.ts can start it before the routes' modules load.
 */
export async function openConfiguredDatabase(config: DatabaseSetting, build = SERVER_BUILD, demoTemplateDir = DEMO_TEMPLATE_DIR): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const pgliteDir = pgliteDirOf(config.dataDir);
  assertDatabaseFolder(config.dataDir, pgliteDir, config.seedDemoForced);
  // Before the folder exists: from here on a crash leaves a marker, never an unmarked database.
  if (isEmptyOrMissing(pgliteDir) && markerState(config.dataDir) !== 'created') writeDatabaseMarker(config.dataDir, pgliteDir, new Date(), 'creating');
  // A new database that would get the demo seed: a copy of this build's seeded one, its dates moved to now.
  const demo = takesDemoTemplate(config) ? demoTemplateFor(build, demoTemplateDir) : undefined;
  if (mayFillFromDemoTemplate(pgliteDir, demo)) {
    copyTemplateInto(demoTemplateDir, pgliteDir);
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    try {
      await shiftDemoDates(database.db, Date.now() - Date.parse(demo.seededAt), demo.dateColumns);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { ...database, madeFrom: { template: 'demo', areas: demo.areas } };
  }
  // Else a copy of the build's empty cluster when there is one, or PGlite runs initdb.
  copyClusterTemplate(pgliteDir);
  return openDatabase({ kind: 'pglite', dataDir: pgliteDir });
}

/**
 * Records in DATA_DIR that a database is being made (`creating`) or was made (`created`) in `pgliteDir`:
 * written beside the marker, flushed, then renamed over it, so the marker is always whole.
 */
export function writeDatabaseMarker(dataDir: string, pgliteDir: string, now: Date, state: MarkerState = 'created'): void {
  const path = join(dataDir, DATA_MARKER);
  const work = `${path}.tmp-${process.pid}`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(work, `${JSON.stringify({ pglite: pgliteDir, state, createdAt: now.toISOString() }, null, 2)}\n`);
  const file = openSync(work, 'r');
  try {
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  renameSync(work, path);
}

/** Marks the database `created` unless the marker says so already (after a first start, or a database older than markers). */
export function confirmDatabaseMarker(dataDir: string, pgliteDir: string, now: Date): void {
  if (markerState(dataDir) !== 'created') writeDatabaseMarker(dataDir, pgliteDir, now, 'created');
}

/** True when nothing was ever migrated into the database (before migrate() runs). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT to_regclass('schema_migrations') IS NULL AS empty`);
  const rows = (result as unknown as { rows: { empty: boolean }[] }).rows;
  return rows[0]?.empty === true;
}

/** True when the demo data was seeded before (seed_runs has rows). */
export async function holdsDemoData(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM seed_runs) AS seeded`);
  const rows = (result as unknown as { rows: { seeded: boolean }[] }).rows;
  return rows[0]?.seeded === true;
}

/** Whether to seed: never when off; when forced; else only a new or a demo database. */
export async function maySeed(db: Db, setting: { seedDemo: boolean; seedDemoForced: boolean }, createdNow: boolean): Promise<boolean> {
  if (!setting.seedDemo) return false;
  if (setting.seedDemoForced || createdNow) return true;
  return holdsDemoData(db);
}
