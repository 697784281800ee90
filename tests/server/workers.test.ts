// @vitest-environment node
/**
 * WORKERS=N (server/cluster.ts): N processes serve one port on one
 * PostgreSQL database; a session made through one worker is honoured by the
 * others, a worker that dies is replaced, and PGlite refuses WORKERS > 1 at
 * start. The PostgreSQL part runs in the PostgreSQL run (scripts/with-pg.sh).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { workersProblem } from '../../server/cluster';
import { loadConfig } from '../../server/config';

const ROOT = join(__dirname, '../..');
const adminUrl = process.env['DATABASE_URL'];
const name = `eps_workers_${randomBytes(6).toString('hex')}`;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The ids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout;
  return out.split('\n').filter(Boolean).map(Number);
}

it('WORKERS must be a positive integer, and more than one needs PostgreSQL', () => {
  expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
  expect(loadConfig({}).workers).toBe(1);
  expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  expect(() => loadConfig({ WORKERS: 'two' })).toThrow(/WORKERS/);
  expect(workersProblem(2, undefined)).toMatch(/DATABASE_URL/);
  expect(workersProblem(2, 'postgres://x')).toBeUndefined();
  expect(workersProblem(1, undefined)).toBeUndefined();
});

describe.skipIf(!adminUrl)('two workers on one PostgreSQL database', () => {
  let child: ChildProcess | undefined;
  let base = '';
  let output = '';
  /** The workers: the children of the primary, which is tsx's one child. */
  const workers = (): number[] => childrenOf(child?.pid ?? 0).flatMap(childrenOf);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // tsx starts the primary as its child; the workers are the primary's children.
    child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
      cwd: ROOT,
      detached: true, // own process group: the stop reaches tsx, the primary and the workers
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), WORKERS: '2', STATIC_DIR: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: '1', EPS_TEST_WEAK_HASH: '1', SIGNIN_PER_IP_PER_MINUTE: '1000' },
    });
    child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      const up = await fetch(`${base}/healthz`).then((r) => r.status === 200, () => false);
      if (up && workers().length === 2) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    const health = await fetch(`${base}/healthz`).then((r) => r.status, () => 0);
    throw new Error(`two workers not ready in 150 s (healthz ${health}, workers ${workers().join(',')}): ${output}`);
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }, 60_000);

  it('serves one session across both workers, and replaces a worker that dies', { timeout: 120_000 }, async () => {
    const signIn = await fetch(`${base}/eps/auth/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ mobile: 'buyer', password: 'Eps#Buyer2026' }) });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^EPSSESSION=/);
    // New connections each time: the primary hands them to the workers in turn.
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${base}/eps/auth/permission/listPermissionApp`, { headers: { cookie, connection: 'close' } });
      expect((await answer.json()) as { code: string }).toMatchObject({ code: '200' });
    }
    const [first] = workers();
    process.kill(first!, 'SIGKILL');
    const deadline = Date.now() + 90_000;
    let replaced = false;
    while (Date.now() < deadline && !replaced) {
      const now = workers();
      replaced = now.length === 2 && !now.includes(first!);
      if (!replaced) await new Promise((r) => setTimeout(r, 250));
    }
    expect(replaced).toBe(true);
    // The primary's line reaches this process through a pipe, possibly after the new worker shows in the process list.
    const said = new RegExp(`worker ${first} exited \\(SIGKILL\\); starting another`);
    while (Date.now() < deadline && !said.test(output)) await new Promise((r) => setTimeout(r, 100));
    expect(output).toMatch(said);
    const after = await fetch(`${base}/eps/auth/permission/listPermissionApp`, { headers: { cookie } });
    expect((await after.json()) as { code: string }).toMatchObject({ code: '200' });
  });
});
