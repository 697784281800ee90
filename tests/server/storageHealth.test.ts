// @vitest-environment node
/**
 * /healthz says what writes meet (server/http/storageHealth.ts): verdicts kept
 * for the cache time, database files gone, a disk that refuses a real write
 * (a probe file pointing at /dev/full), the database refusing its probe, and a
 * request's storage fault kept until a write is stored again or the fault is
 * old, each back to 200 without a restart.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createStorageHealth, WRITE_FAULT_MS } from '../../server/http/storageHealth';
import type { TestDatabase } from './helpers/testDatabase';
import { createTestDatabase } from './helpers/testDatabase';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

let test: TestDatabase;
let root: string;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.dispose());
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'eps-health-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A folder with the files a database folder has, for the file checks (the database probe uses the test database). */
function fakeDatabaseFolder(): string {
  const dir = join(root, 'pglite');
  mkdirSync(join(dir, 'global'), { recursive: true });
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'global', 'pg_control'), 'x');
  return dir;
}

async function failHealthWrites(): Promise<void> {
  await test.database.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION eps_test_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full' USING ERRCODE = '53100'; END $$`));
  await test.database.db.execute(sql.raw('CREATE TRIGGER eps_test_full BEFORE INSERT OR UPDATE ON health_checks FOR EACH STATEMENT EXECUTE FUNCTION eps_test_full()'));
}
const allowHealthWrites = () => test.database.db.execute(sql.raw('DROP TRIGGER eps_test_full ON health_checks'));

it('keeps a verdict for the cache time, then probes again: down and back without a restart', async () => {
  let now = 0;
  const health = createStorageHealth({ db: test.database.db, now: () => new Date(), ttlMs: 2_000, clock: () => now });
  expect(await health.check()).toEqual({ ok: true });
  await failHealthWrites();
  try {
    expect(await health.check()).toEqual({ ok: true }); // still the kept verdict
    now += 2_000;
    expect(await health.check()).toEqual({ ok: false, reason: 'database cannot write (SQLSTATE 53100)' });
  } finally {
    await allowHealthWrites();
  }
  now += 2_000;
  expect(await health.check()).toEqual({ ok: true });
});

it('a request that met the database unreachable drops the kept verdict: the next check probes at once', async () => {
  const now = 0;
  const health = createStorageHealth({ db: test.database.db, now: () => new Date(), ttlMs: 60_000, clock: () => now });
  expect(await health.check()).toEqual({ ok: true });
  await failHealthWrites();
  try {
    expect(await health.check()).toEqual({ ok: true }); // the kept verdict, within its time
    health.noteDatabaseUnavailable();
    expect(await health.check()).toEqual({ ok: false, reason: 'database cannot write (SQLSTATE 53100)' });
  } finally {
    await allowHealthWrites();
  }
});

it('database files gone, a disk that refuses a write: 503 naming it, 200 once fixed', async () => {
  const dir = fakeDatabaseFolder();
  const health = createStorageHealth({ db: test.database.db, now: () => new Date(), storageDir: dir, ttlMs: 0 });
  expect(await health.check()).toEqual({ ok: true });
  unlinkSync(join(dir, 'PG_VERSION'));
  expect(await health.check()).toEqual({ ok: false, reason: 'database files missing (PG_VERSION)' });
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  const probeFile = join(root, `.eps-write-probe-${process.pid}`);
  if (existsSync('/dev/full')) {
    symlinkSync('/dev/full', probeFile);
    expect(await health.check()).toEqual({ ok: false, reason: 'disk full' });
    expect(existsSync(probeFile)).toBe(false);
  }
  expect(await health.check()).toEqual({ ok: true });
});

it('a request’s storage fault holds until a write is stored, or until it is old', async () => {
  let now = 0;
  const health = createStorageHealth({ db: test.database.db, now: () => new Date(), ttlMs: 0, clock: () => now });
  health.noteWriteFault('53100');
  expect(await health.check()).toEqual({ ok: false, reason: 'writes failing (53100)' });
  health.noteWriteOk();
  expect(await health.check()).toEqual({ ok: true });
  health.noteWriteFault('42501');
  now += WRITE_FAULT_MS;
  expect(await health.check()).toEqual({ ok: true });
});

describe('through the server', () => {
  let server: TestServer;
  let supplier: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  });
  afterAll(async () => server?.close());

  it('a write refused for storage turns /healthz to 503; the next stored write turns it back', async () => {
    const db = server.app.eps.db;
    const rename = (username: string) => server.app.inject({ method: 'PUT', url: '/eps/usercenter/uc/user/', payload: { username }, headers: { cookie: `EPSSESSION=${supplier.ticket}` } });
    await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION eps_test_users_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = '53100'; END $$`));
    await db.execute(sql.raw('CREATE TRIGGER eps_test_users_full BEFORE UPDATE ON users FOR EACH STATEMENT EXECUTE FUNCTION eps_test_users_full()'));
    try {
      expect((await rename('fullDisk')).statusCode).toBe(503);
      const down = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'writes failing (53100)' });
    } finally {
      await db.execute(sql.raw('DROP TRIGGER eps_test_users_full ON users'));
    }
    expect((await rename('spaceAgain')).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});
