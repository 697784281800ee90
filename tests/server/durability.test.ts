// @vitest-environment node
/**
 * Durability: the real server process (`tsx server/main.ts`, the
 * sources `npm start` runs bundled) on a temporary DATA_DIR takes a burst of writes, 10 at a
 * time, and is killed with SIGKILL in the middle; restarted on the same
 * DATA_DIR it starts, and every write that was answered 200 is there. The data
 * folder starts from the seeded test snapshot, so the test spends its time on
 * the writes rather than on initdb and seeding. It always runs on PGlite (the
 * default of `npm start`), also under `npm test -- --only server-pg`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { writeDatabaseMarker } from '../../server/db/dataDir';
import { freePort } from '../e2e/serverProcess';
import { seededSnapshot } from './helpers/testDatabase';

const ROOT = resolve(import.meta.dirname, '../..');
const WRITES = 200;
const CONCURRENCY = 10;
const KILL_AFTER = 80;

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  let output = '';
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    detached: true, // own process group: SIGKILL reaches tsx and the node it starts
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: '', DATABASE_URL: '' },
  });
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`${base}/healthz`).then((r) => r.status === 200, () => false);
    if (up) return { child, base, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in 60 s: ${output}`);
}

function kill(running: Running): Promise<void> {
  return new Promise((done) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return done();
    running.child.once('exit', () => done());
    process.kill(-running.child.pid!, 'SIGKILL');
  });
}

async function signIn(base: string): Promise<string> {
  const answer = await fetch(`${base}/eps/auth/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: 'configurator', password: 'Eps#Conf2026' }),
  });
  const body = (await answer.json()) as { code: string };
  if (body.code !== '200') throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  // The session id travels only in the EPSSESSION cookie.
  const session = answer.headers.getSetCookie().map((c) => /^EPSSESSION=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!session) throw new Error('sign-in set no EPSSESSION cookie');
  return session;
}

interface TreeNode {
  name: string;
  permissionCode: string;
  children: TreeNode[];
}

it('keeps every write answered 200 across a kill -9 in the middle of a burst', { timeout: 240_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'eps-durability-'));
  const running: Running[] = [];
  try {
    const seeded = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite'), loadDataDir: await seededSnapshot() });
    await seeded.close();
    writeDatabaseMarker(dataDir, join(dataDir, 'pglite'), new Date());

    const t0 = Date.now();
    const step = (what: string) => console.info(`durability ${Math.round((Date.now() - t0) / 1000)} s: ${what}`);
    const first = await start(dataDir);
    step('first start');
    running.push(first);
    const token = await signIn(first.base);
    const tree = (await (await fetch(`${first.base}/eps/lowcode/menus`, { headers: { cookie: `EPSSESSION=${token}` } })).json()) as { data: TreeNode[] };
    const parentId = (tree.data.find((n) => n.permissionCode === 'm_workbench') as unknown as { permissionId: number }).permissionId;

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (next < WRITES) {
        const name = `durable-${next++}`;
        const answer = await fetch(`${first.base}/eps/lowcode/menus`, {
          method: 'POST',
          headers: { cookie: `EPSSESSION=${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ parentId, type: 1, name, uri: 'schema:demo/showcase' }),
        }).catch(() => undefined);
        if (!answer) return; // the server is gone
        const text = await answer.text();
        if (answer.status === 200 && (JSON.parse(text) as { code: string }).code === '200') acknowledged.push(name);
        else refused.push(`${answer.status} ${text.slice(0, 200)}`);
        if (acknowledged.length >= KILL_AFTER && !killed) killed = kill(first);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await (killed ?? kill(first));
    expect(refused.slice(0, 3), first.output()).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.length).toBeLessThan(WRITES); // the kill came in the middle

    step(`burst done, ${acknowledged.length} acknowledged`);
    const second = await start(dataDir);
    step('second start');
    running.push(second);
    const again = await signIn(second.base);
    const after = (await (await fetch(`${second.base}/eps/lowcode/menus`, { headers: { cookie: `EPSSESSION=${again}` } })).json()) as { data: TreeNode[] };
    const flat = (list: TreeNode[]): TreeNode[] => list.flatMap((n) => [n, ...flat(n.children)]);
    const stored = new Set(flat(after.data).map((n) => n.name));
    const lost = acknowledged.filter((name) => !stored.has(name));
    console.info(`durability: ${next} writes sent, ${acknowledged.length} answered 200 before kill -9, ${lost.length} lost after restart`);
    expect(lost).toEqual([]);
  } finally {
    for (const r of running) await kill(r);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
