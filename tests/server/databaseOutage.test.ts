// @vitest-environment node
/**
 * The server survives its database: the real server process (`tsx server/main.ts`) on a PostgreSQL this
 * test owns (its own cluster in a temp folder, loopback only, never the DATABASE_URL of
 * `npm test -- --only server-pg`, which other test files share) takes a bounded load of reads and writes
 * while that PostgreSQL is stopped (`pg_ctl stop -m fast`, which cuts the connections under running
 * transactions) and started again. The process must stay alive, answer only 200 or 503 (the storage
 * message) meanwhile, `/healthz` 503 during the outage and 200 after, with no restart of the server;
 * and every write answered 200 must be stored.
 *
 * Skipped, saying so, when no PostgreSQL binaries (initdb, pg_ctl) are installed.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { setPasswordHashCost } from '../../server/auth/password';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedAreas, seedDemoData } from '../../server/db/seed/index';
import { freePort } from '../e2e/serverProcess';

const ROOT = resolve(import.meta.dirname, '../..');
/** The load runs this long; PostgreSQL is down from OUTAGE_AT for OUTAGE_MS of it. */
const LOAD_MS = 20_000;
const OUTAGE_AT = 5_000;
const OUTAGE_MS = 4_000;
const WRITERS = 4;
const READERS = 2;
const STORAGE_MESSAGE = /数据存储暂时无法写入|The data store cannot write right now/;

/** The folder of initdb and pg_ctl, as scripts/with-pg.sh finds it; undefined when PostgreSQL is not installed. */
function postgresBinDir(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config: look where Debian puts the server
  }
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((dir) => existsSync(join(dir, 'initdb')));
}

const BIN = postgresBinDir();
if (!BIN) console.warn('databaseOutage.test.ts skipped: PostgreSQL binaries (initdb, pg_ctl) not found; install Debian\'s postgresql package to run it.');

/** initdb and postgres refuse to run as root: as root they run as the postgres user (as scripts/with-pg.sh does). */
const AS_ROOT = process.getuid?.() === 0;
async function asOwner(command: string, args: string[]): Promise<void> {
  const [file, argv] = AS_ROOT ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // Not execFileSync: the test's own calls keep running (and timing) while pg_ctl waits.
  await promisify(execFile)(file, argv, { timeout: 60_000 });
}

/** A throwaway cluster on 127.0.0.1 that the test stops and starts. */
class Cluster {
  readonly work = mkdtempSync(join(tmpdir(), 'eps-outage-pg-'));
  constructor(readonly port: number) {}
  get url(): string {
    return `postgres://eps@127.0.0.1:${this.port}/eps`;
  }
  async init(): Promise<void> {
    if (AS_ROOT) {
      try {
        execFileSync('id', ['postgres'], { stdio: 'ignore' });
      } catch {
        execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
      }
      chownSync(this.work, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
    }
    await asOwner(join(BIN!, 'initdb'), ['-D', join(this.work, 'data'), '-U', 'eps', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  }
  start(): Promise<void> {
    return asOwner(join(BIN!, 'pg_ctl'), [
      '-D', join(this.work, 'data'), '-l', join(this.work, 'server.log'), '-w',
      '-o', `-p ${this.port} -k ${this.work} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`, 'start',
    ]);
  }
  /** Fast: running transactions are cut and their connections closed, as in a restart by an operator. */
  stop(): Promise<void> {
    return asOwner(join(BIN!, 'pg_ctl'), ['-D', join(this.work, 'data'), '-m', 'fast', '-w', 'stop']);
  }
  async dispose(): Promise<void> {
    await this.stop().catch(() => undefined); // already stopped
    rmSync(this.work, { recursive: true, force: true });
  }
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    detached: true, // own process group: the kill at the end reaches tsx and the node it starts
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, STATIC_DIR: '', LOG_LEVEL: 'fatal', NODE_ENV: 'test', SEED_DEMO: '0' },
  });
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (await fetch(`${base}/healthz`).then((r) => r.status === 200, () => false)) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in 60 s: ${output}`);
}

async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/eps/auth/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: 'configurator', password: 'Eps#Conf2026' }),
  });
  const body = (await answer.json()) as { code: string };
  if (body.code !== '200') throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const session = answer.headers.getSetCookie().map((c) => /^EPSSESSION=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!session) throw new Error('sign-in set no EPSSESSION cookie');
  return session;
}

/** One answer of the load: when it came back (ms from the load's start), what, and its status. */
interface Outcome {
  at: number;
  what: string;
  status: number;
  body: string;
}

it.skipIf(!BIN)('stays up through a PostgreSQL restart under load: 503 during the outage, 200 after, no acknowledged write lost', { timeout: 90_000 }, async () => {
  const cluster = new Cluster(await freePort());
  let server: Running | undefined;
  try {
    await cluster.init();
    await cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url.replace(/\/eps$/, '/postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE eps');
    await admin.end();
    // Seeded here with the test-only hash cost (twelve 2^17 hashes would cost the server ~7 s); the server then finds it seeded.
    setPasswordHashCost('test');
    const seeding = await openDatabase({ kind: 'postgres', url: cluster.url });
    await migrate(seeding.db);
    await seedDemoData(seeding.db, seedAreas(false));
    await seeding.close();

    server = await startServer(cluster.url);
    const { base, child } = server;
    const cookie = `EPSSESSION=${await signIn(base)}`;

    const t0 = Date.now();
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    let exited = false;
    child.once('exit', () => void (exited = true));
    let writes = 0;
    const call = async (what: string, url: string, init: RequestInit = {}): Promise<Outcome> => {
      const answer = await fetch(`${base}${url}`, { ...init, headers: { cookie, 'content-type': 'application/json', ...init.headers } }).then(
        async (r) => ({ status: r.status, body: await r.text() }),
        (error: unknown) => ({ status: 0, body: String(error) }), // no answer at all: the process is gone
      );
      const outcome = { at: Date.now() - t0, what, ...answer };
      outcomes.push(outcome);
      return outcome;
    };
    const writer = async () => {
      while (Date.now() - t0 < LOAD_MS) {
        const key = `outage.w${writes++}`;
        const outcome = await call('write', '/eps/lowcode/texts', { method: 'PUT', body: JSON.stringify({ key, lang: 'en', value: key }) });
        if (outcome.status === 200 && (JSON.parse(outcome.body) as { code: string }).code === '200') acknowledged.push(key);
        if (outcome.status !== 200) await new Promise((r) => setTimeout(r, 50)); // an outage is not a busy loop
      }
    };
    const reader = async () => {
      while (Date.now() - t0 < LOAD_MS) {
        const outcome = await call('read', '/eps/lowcode/texts?q=outage.w1');
        if (outcome.status !== 200) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const health: Array<{ at: number; status: number }> = [];
    const prober = async () => {
      while (Date.now() - t0 < LOAD_MS) {
        const status = await fetch(`${base}/healthz`).then((r) => r.status, () => 0);
        health.push({ at: Date.now() - t0, status });
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    let stoppedAt = 0;
    // PostgreSQL accepts connections a little before `pg_ctl start -w` sees it ready: the outage ends at the start's beginning.
    let startingAt = 0;
    let startedAt = 0;
    const operator = async () => {
      await new Promise((r) => setTimeout(r, OUTAGE_AT));
      await cluster.stop();
      stoppedAt = Date.now() - t0;
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      startingAt = Date.now() - t0;
      await cluster.start();
      startedAt = Date.now() - t0;
    };
    await Promise.all([...Array.from({ length: WRITERS }, writer), ...Array.from({ length: READERS }, reader), prober(), operator()]);

    const count = (list: Array<{ status: number }>, status: number) => list.filter((o) => o.status === status).length;
    const during = outcomes.filter((o) => o.at > stoppedAt + 200 && o.at < startingAt);
    const recovered = health.find((h) => h.at > startedAt && h.status === 200);
    console.info(
      `database outage: PostgreSQL down ${stoppedAt}-${startingAt} ms (ready at ${startedAt} ms); ${outcomes.length} calls (${count(outcomes, 200)} x 200, ${count(outcomes, 503)} x 503, ` +
        `${outcomes.length - count(outcomes, 200) - count(outcomes, 503)} other); during the outage ${during.length} calls, ${count(during, 503)} x 503; ` +
        `/healthz 200 again ${recovered ? recovered.at - startedAt : '-'} ms after PostgreSQL was ready; ${acknowledged.length} writes acknowledged`,
    );

    expect(exited, server.output()).toBe(false);
    expect(child.exitCode).toBeNull();
    // Nothing but 200 and the 503 with the storage message: no 500, no dropped connection.
    const odd = outcomes.filter((o) => o.status !== 200 && !(o.status === 503 && STORAGE_MESSAGE.test(o.body)));
    expect(odd.slice(0, 5)).toEqual([]);
    expect(count(during, 503)).toBeGreaterThan(0);
    expect(count(during, 200)).toBe(0);
    expect(health.filter((h) => h.at > stoppedAt + 200 && h.at < startingAt).every((h) => h.status === 503)).toBe(true);
    expect(health.some((h) => h.at > stoppedAt + 200 && h.at < startingAt)).toBe(true);
    expect(recovered).toBeDefined();
    // Recovered without a restart of the server: every kind of call answers 200 again.
    expect(outcomes.some((o) => o.what === 'write' && o.at > startedAt && o.status === 200)).toBe(true);
    expect(outcomes.some((o) => o.what === 'read' && o.at > startedAt && o.status === 200)).toBe(true);
    expect(outcomes.filter((o) => o.at > startedAt + 3_000 && o.status !== 200)).toEqual([]);

    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    const stored = new Set((await check.query<{ key: string }>("SELECT key FROM i18n_messages WHERE key LIKE 'outage.w%'")).rows.map((r) => r.key));
    await check.end();
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
  } finally {
    if (server?.child.exitCode === null) {
      const { child } = server;
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        process.kill(-child.pid!, 'SIGKILL');
      });
    }
    await cluster.dispose();
  }
});
