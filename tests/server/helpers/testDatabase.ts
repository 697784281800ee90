/**
 * A fresh database per test file, migrated and seeded the way the server does it
 * (the same migrate() and seedDemoData(), with the test accounts and the test-only
 * hash cost), unless `empty` is asked for.
 * - With DATABASE_URL set (`npm test -- --only server-pg`), a new PostgreSQL database is
 *   created next to that one as a copy of a template database, and dropped afterwards.
 *   The template is made once per cluster (the first file to need it, under an
 *   advisory lock, so the other workers wait for it): copying it takes ~0.1 s, where
 *   migrating and seeding each file's database took 2 to 3 s of the suite's time.
 * - Otherwise an in-memory PGlite starts from a snapshot of such a database
 *   (PGlite's initdb costs 4 to 9 s here; loading a snapshot about 1 s), cached in
 *   the OS temp folder.
 * Both are named after a hash of server/db and server/auth/password.ts, so any change
 * to migrations or seed makes a new one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from '../../../server/db/client';
import { openDatabase } from '../../../server/db/client';
import { migrate } from '../../../server/db/migrate';
import { seedAreas, seedDemoData } from '../../../server/db/seed/index';
import { setPasswordHashCost } from '../../../server/auth/password';

const SERVER_DIR = fileURLToPath(new URL('../../../server/', import.meta.url));
const SNAPSHOT_PREFIX = 'eps-pglite-seeded-';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(join(SERVER_DIR, 'db')), join(SERVER_DIR, 'auth/password.ts')]) {
    hash.update(file.slice(SERVER_DIR.length)).update(readFileSync(file));
  }
  hash.update(readFileSync(fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url))));
  return hash.digest('hex').slice(0, 16);
}

/** What every seeded test database holds: the server's migrations and its demo data with the test accounts. */
async function migrateAndSeed(database: Database): Promise<void> {
  // The test-only cost (as startTestServer's weakPasswordHash): seeding twelve 2^17 hashes costs ~7 s.
  setPasswordHashCost('test');
  await migrate(database.db);
  await seedDemoData(database.db, seedAreas(true)); // with the test accounts, as the test servers ask for
}

/** Runs `work` with an admin connection to the cluster of `adminUrl`. */
async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` in the cluster of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Any number for pg_advisory_lock, the same in every worker: the template's maker holds it. */
const TEMPLATE_LOCK = 0x65707374; // "epst"

/**
 * The name of the migrated and seeded template database in the cluster of `adminUrl`, made if it is not there yet.
 * It is filled under another name and renamed when complete, so no file ever copies half a template.
 */
async function seededTemplate(adminUrl: string): Promise<string> {
  const name = `eps_tpl_${snapshotKey()}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const filling = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${filling}`);
      try {
        const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, filling) });
        try {
          await migrateAndSeed(database);
        } finally {
          await database.close();
        }
      } catch (error) {
        // A half-filled template is no use to anyone: the next file makes it again.
        await admin.query(`DROP DATABASE IF EXISTS ${filling} WITH (FORCE)`);
        throw error;
      }
      await admin.query(`ALTER DATABASE ${filling} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/** The migrated and seeded PGlite data folder as a tarball (cached; see above). */
export async function seededSnapshot(): Promise<Blob> {
  const path = join(tmpdir(), `${SNAPSHOT_PREFIX}${snapshotKey()}.tar.gz`);
  if (!existsSync(path)) {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrateAndSeed(database);
      const dump = await database.pglite!.dumpDataDir('gzip');
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path); // atomic: concurrent test files never read half a file
    } finally {
      await database.close();
    }
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith(SNAPSHOT_PREFIX) && join(tmpdir(), old) !== path && old.endsWith('.tar.gz')) rmSync(join(tmpdir(), old), { force: true });
    }
  }
  return new Blob([readFileSync(path)]);
}

/** A database for one test file and how to get rid of it. */
export interface TestDatabase {
  database: Database;
  /** 'pglite' or 'postgres'. */
  driver: Database['driver'];
  /** Closes the connection and, for PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/** Opens an isolated database. `empty` skips the seeded snapshot (migrations tests). */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env['DATABASE_URL'];
  if (adminUrl) {
    const name = `eps_t_${randomBytes(6).toString('hex')}`;
    const template = options.empty ? undefined : await seededTemplate(adminUrl);
    await withAdmin(adminUrl, (admin) => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    return {
      database,
      driver: 'postgres',
      async dispose() {
        await database.close();
        await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const database = await openDatabase(options.empty ? { kind: 'pglite' } : { kind: 'pglite', loadDataDir: await seededSnapshot() });
  return { database, driver: 'pglite', dispose: () => database.close() };
}
