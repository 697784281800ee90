/**
 * A fresh database per test file. With DATABASE_URL set (scripts/server-tests-pg.sh),
 * a new PostgreSQL database is created next to that one and dropped afterwards.
 * Otherwise an in-memory PGlite starts from a snapshot of a migrated and seeded
 * database (PGlite's initdb costs 4 to 9 s here; loading a snapshot about 1 s).
 * The snapshot is cached in the OS temp folder under a hash of server/db and
 * server/auth/password.ts, so any change to migrations or seed makes a new one;
 * it is made by the same migrate() and seedDemoData() the server runs.
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

/** The migrated and seeded PGlite data folder as a tarball (cached; see above). */
export async function seededSnapshot(): Promise<Blob> {
  const path = join(tmpdir(), `${SNAPSHOT_PREFIX}${snapshotKey()}.tar.gz`);
  if (!existsSync(path)) {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      // The test-only cost (as startTestServer's weakPasswordHash): seeding twelve 2^17 hashes costs ~7 s.
      setPasswordHashCost('test');
      await migrate(database.db);
      await seedDemoData(database.db, seedAreas(true)); // with the test accounts, as the test servers ask for
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
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    return {
      database,
      driver: 'postgres',
      async dispose() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const database = await openDatabase(options.empty ? { kind: 'pglite' } : { kind: 'pglite', loadDataDir: await seededSnapshot() });
  return { database, driver: 'pglite', dispose: () => database.close() };
}
