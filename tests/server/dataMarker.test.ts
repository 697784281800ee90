// @vitest-environment node
/**
 * The data folder's marker across a first start that stops halfway
 * (server/db/dataDir.ts): written before the database folder exists, marked
 * `created` once the start migrated and seeded, each write whole (a rename);
 * and working copies a killed copy left beside the folder are removed
 * (server/db/clusterTemplate.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { DATA_MARKER, MissingDatabaseError, markerState, openConfiguredDatabase, pgliteDirOf } from '../../server/db/dataDir';
import { removeAbandonedCopies } from '../../server/db/clusterTemplate';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'eps-first-start-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const setting = () => ({ dataDir, databaseUrl: undefined, seedDemo: true, seedDemoForced: false, testAccounts: false, weakPasswordHash: true });

it('a first start stopped after the database was made leaves a marker that guards it', { timeout: 120_000 }, async () => {
  // The start stops right after the database is opened (before migrations, seeding and listening).
  const opened = await openConfiguredDatabase(setting());
  expect(markerState(dataDir)).toBe('creating');
  await opened.close();
  expect(readdirSync(dataDir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  // The next start finishes it: migrated, seeded, marked created.
  const app = await buildApp({ config: { ...setting(), logLevel: 'silent', staticDir: undefined } });
  await app.close();
  expect(markerState(dataDir)).toBe('created');
  expect(JSON.parse(readFileSync(join(dataDir, DATA_MARKER), 'utf8'))).toMatchObject({ pglite: pgliteDirOf(dataDir), state: 'created' });
  // Lost afterwards: the next start refuses instead of seeding a new demo database.
  rmSync(pgliteDirOf(dataDir), { recursive: true, force: true });
  await expect(openConfiguredDatabase(setting())).rejects.toBeInstanceOf(MissingDatabaseError);
});

it('a first start that stopped before anything was made may start again on the empty folder', { timeout: 120_000 }, async () => {
  const opened = await openConfiguredDatabase(setting());
  await opened.close();
  // Its folder lost before any start finished: no one ever used that database.
  rmSync(pgliteDirOf(dataDir), { recursive: true, force: true });
  const again = await openConfiguredDatabase(setting());
  await again.close();
  expect(markerState(dataDir)).toBe('creating');
});

it('a marker from before states (or one that cannot be read) counts as created', async () => {
  writeFileSync(join(dataDir, DATA_MARKER), '{"pglite":"x"}\n');
  expect(markerState(dataDir)).toBe('created');
  writeFileSync(join(dataDir, DATA_MARKER), '{not json');
  expect(markerState(dataDir)).toBe('created');
  await expect(openConfiguredDatabase(setting())).rejects.toBeInstanceOf(MissingDatabaseError);
});

it('working copies of a killed copy are removed; a running process’s copy and other folders stay', () => {
  const pglite = pgliteDirOf(dataDir);
  const dead = findDeadPid();
  mkdirSync(join(dataDir, `pglite.tmp-${dead}`, 'base'), { recursive: true });
  writeFileSync(join(dataDir, `pglite.tmp-${dead}`, 'base', 'x'), 'half a copy');
  mkdirSync(join(dataDir, 'pglite.tmp-1'));
  mkdirSync(join(dataDir, 'pglite.tmp-abc'));
  mkdirSync(join(dataDir, 'other.tmp-5'));
  expect(removeAbandonedCopies(pglite)).toEqual([`pglite.tmp-${dead}`]);
  expect(existsSync(join(dataDir, 'pglite.tmp-1'))).toBe(true);
  expect(readdirSync(dataDir).sort()).toEqual(['other.tmp-5', 'pglite.tmp-1', 'pglite.tmp-abc']);
});

/** A process id that no process has now. */
function findDeadPid(): number {
  for (let pid = 4_000_000; pid > 100_000; pid -= 7919) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
  throw new Error('no free process id found');
}
