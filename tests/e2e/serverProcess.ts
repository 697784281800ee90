/**
 * The reference servers the browser tests run against: one per Playwright
 * worker (tests/e2e/fixtures.ts), each on a free port with a data folder of
 * its own, so two workers never see each other's writes. Each server leaves its
 * pid and data folder in a small state file until it is stopped, so the
 * global teardown can stop what a crashed worker left behind.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServerIfStale, serverBundleArgs } from '../../scripts/lib/serverBundle.mjs';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const STATE_DIR = join(REPO_ROOT, '.tmp');
/** Where each running server leaves its pid and data folder (one file per server) for the teardown. */
export const SERVERS_DIR = join(STATE_DIR, 'e2e-servers');
/** A server's output, for reading when a test or the start fails: `.tmp/e2e-server-<label>.log`. */
export const logFileOf = (label: string): string => join(STATE_DIR, `e2e-server-${label}.log`);

export interface ServerState {
  pid: number;
  dataDir: string;
  baseURL: string;
  /** Its state file in SERVERS_DIR. */
  stateFile: string;
  /** The Playwright run that started it (E2E_RUN_ID, set by the global setup). */
  run: string | undefined;
}

/** A port nothing listens on right now (STACK: other sessions hold common ports). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const tail = (file: string, lines = 40): string =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '(no output)';

/**
 * What every server needs before one starts: the built portal and the server's bundle (built here when stale).
 * The global setup calls it once, so the workers' servers do not bundle at the same time.
 */
export async function prepareServer(): Promise<void> {
  if (!existsSync(join(REPO_ROOT, 'server/main.ts'))) {
    throw new Error('server/main.ts does not exist: the browser tests need the reference server.');
  }
  if (!existsSync(join(REPO_ROOT, 'dist/index.html'))) {
    throw new Error('dist/index.html is missing: build the portal first (`npm run test:browser` does it).');
  }
  if ((await buildServerIfStale()) !== 0) throw new Error('The reference server could not be bundled (see the output above).');
}

/** The test-only settings the browser tests' servers run with (docs/deployment.md "Configuration"). */
export const TEST_SETTINGS = {
  EPS_DEV_ROUTES: '1',
  EPS_TEST_WEAK_HASH: '1',
  EPS_TEST_ACCOUNTS: '1',
  SIGNIN_PER_IP_PER_MINUTE: '10000',
} as const;

/**
 * Starts the server's bundle as `npm start` runs it (dist-server/main.mjs, see prepareServer) with a fresh data folder and SERVE_DIST=dist (STATIC_DIR=dist for server/config.ts),
 * and resolves once GET /healthz answers 200. `label` names its log file; `settings` defaults to the test-only
 * settings (TEST_SETTINGS), `{}` starts it with `npm start`'s.
 */
export async function startServer(label: string, timeoutMs = 180_000, settings: Readonly<Record<string, string>> = TEST_SETTINGS): Promise<ServerState> {
  mkdirSync(SERVERS_DIR, { recursive: true });
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'eps-e2e-data-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = logFileOf(label);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, serverBundleArgs('main'), {
    cwd: REPO_ROOT,
    // Own process group, so the teardown stops it and anything it starts.
    detached: true,
    stdio: ['ignore', log, log],
    // The test-only settings by default: the dev routes (codes, ukeys) the tests read, fast password
    // hashes, the e2e_* accounts, and a per-IP sign-in limit the whole suite (one IP) stays under.
    env: {
      ...withoutTestSettings(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_DIST: 'dist',
      STATIC_DIR: 'dist',
      TZ: 'UTC',
      ...settings,
    },
  });
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exited with ${code ?? signal}`;
  });
  const state: ServerState = { pid: child.pid ?? 0, dataDir, baseURL, stateFile: join(SERVERS_DIR, `${child.pid ?? label}.json`), run: process.env.E2E_RUN_ID };
  writeFileSync(state.stateFile, JSON.stringify(state));

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      await stopServerAndWait(state);
      throw new Error(`The reference server ${exited} before it was ready:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.status === 200) return state;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopServerAndWait(state);
  throw new Error(`The reference server did not answer /healthz within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The environment without the test-only settings (a server started with `{}` must not inherit one). */
function withoutTestSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const rest = { ...env };
  for (const key of Object.keys(TEST_SETTINGS)) delete rest[key];
  return rest;
}

/** Stops the server's process group (TERM, then KILL after 5 s) and removes its data and state file. */
export async function stopServerAndWait(state: ServerState): Promise<void> {
  stopServer(state);
  const deadline = Date.now() + 5_000;
  while (isAlive(state.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(state.pid)) signalGroup(state.pid, 'SIGKILL');
  rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(state.stateFile, { force: true });
}

function stopServer(state: ServerState): void {
  signalGroup(state.pid, 'SIGTERM');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (pid <= 0) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * The servers of Playwright run `run` still recorded as running (a worker that crashed did not stop its own).
 * Only that run's: a state file a crashed earlier run left names a pid that may belong to another process by now.
 */
export function leftServers(run: string): ServerState[] {
  if (!existsSync(SERVERS_DIR)) return [];
  return readdirSync(SERVERS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(SERVERS_DIR, name), 'utf8')) as ServerState)
    .filter((state) => state.run === run);
}
