// @vitest-environment node
/**
 * `npm start` starts the server while the portal still builds (scripts/start.mjs, server/sitesBuiltByParent.ts):
 * the real server process, started with an IPC channel and EPS_SITES_BUILT_BY_PARENT=1, readies its database,
 * then does not listen until its parent says the built files are there; it serves the ones it finds then. A
 * parent gone before that fails the start. PGlite on a copy of the seeded test snapshot (no initdb, no seeding).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { writeDatabaseMarker } from '../../server/db/dataDir';
import { SITES_BUILT } from '../../server/sitesBuiltByParent';
import { freePort } from '../e2e/serverProcess';
import { seededSnapshot } from './helpers/testDatabase';

const ROOT = resolve(import.meta.dirname, '../..');
const WAITING = /database ready in \d+ ms, waiting for the portal's build/;

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir = '';
const servers: Server[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'eps-sites-built-'));
  const seeded = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite'), loadDataDir: await seededSnapshot() });
  await seeded.close();
  writeDatabaseMarker(dataDir, join(dataDir, 'pglite'), new Date());
}, 120_000);

afterEach(() => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function spawnServer(staticDir: string, port: number): ChildProcess {
  // node --import tsx, not the tsx binary: the IPC channel must reach the server's own process.
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, EPS_SITES_BUILT_BY_PARENT: '1', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: '', DATABASE_URL: '' },
  });
}

async function startWaiting(staticDir: string): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawnServer(staticDir, port);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const server: Server = { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
  servers.push(server);
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (WAITING.test(output)) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => fail(new Error(`the server exited (${code}) before waiting: ${output}`)));
  });
  return server;
}

const healthz = (base: string) => fetch(`${base}/healthz`).then((r) => r.status, () => 'refused' as const);

async function untilAnswered(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if ((await healthz(base)) === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('/healthz did not answer in 60 s');
}

it('readies the database, listens only when told the portal is built, and serves the files built meanwhile', { timeout: 180_000 }, async () => {
  const staticDir = join(dataDir, 'dist');
  const server = await startWaiting(staticDir);
  // Waiting: nothing listens yet, however long the build takes.
  await new Promise((r) => setTimeout(r, 500));
  expect(await healthz(server.base)).toBe('refused');

  // The build ends: its files appear, then the parent says so.
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>built meanwhile</title>');
  server.child.send(SITES_BUILT);
  await untilAnswered(server.base, server.child);
  const page = await fetch(`${server.base}/pages/main/home`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('built meanwhile');
  expect(server.output()).toContain('started while the portal was building');
});

it('fails its start when the parent goes away before the build ends', { timeout: 180_000 }, async () => {
  const server = await startWaiting(join(dataDir, 'dist'));
  server.child.disconnect();
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/failed to start: .*the parent that was building the portal went away/);
  expect(await healthz(server.base)).toBe('refused');
});

it('listens when the build had ended before the server asked (npm start on a built tree sends at once)', { timeout: 180_000 }, async () => {
  const staticDir = join(dataDir, 'dist');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>built before</title>');
  const port = await freePort();
  const child = spawnServer(staticDir, port);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  servers.push({ child, base: `http://127.0.0.1:${port}`, output: () => output, exited: new Promise((done) => child.once('exit', done)) });
  // Sent before the server has loaded its modules, let alone added its listener.
  child.send(SITES_BUILT);
  await untilAnswered(`http://127.0.0.1:${port}`, child).catch((error: unknown) => {
    throw new Error(`${String(error)}: ${output}`);
  });
  expect(child.exitCode).toBeNull();
  const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
  expect(await page.text()).toContain('built before');
});
