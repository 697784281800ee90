// Child processes of the project scripts, in the repository root with the terminal's output: `run` one to its end;
// `start` a long-running one in a process group of its own (tsx and vite start processes of their own), which its
// `stop` signals whole; `keepRunning` starts a server again when it dies.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The repository root (scripts/lib/../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** A binary of node_modules/.bin, so no `npx` lookup (or download) happens. */
export const bin = (name) => join(REPO_ROOT, 'node_modules', '.bin', name);

/**
 * @typedef {{ code: number, reason: string }} Exit `code` is 0 for a clean exit or our SIGINT/SIGTERM, 1 for any other signal.
 * @typedef {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<Exit>, stop: (signal?: NodeJS.Signals) => void }} Started
 */

/**
 * Starts `command args`. With `group` it leads a process group of its own: the terminal's Ctrl-C reaches only this
 * process, which stops the group (see stopAll). `ipc` opens a message channel to it; `piped` gives its output to
 * the caller (child.stdout, child.stderr) instead of the terminal.
 * @param {{ env?: Record<string, string>, group?: boolean, ipc?: boolean, piped?: boolean }} [options]
 * @returns {Started}
 */
export function start(name, command, args, { env = {}, group = false, ipc = false, piped = false } = {}) {
  const stdio = piped ? ['ignore', 'pipe', 'pipe'] : ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio, detached: group, env: { ...process.env, ...env } });
  /** @type {Promise<Exit>} */
  const exited = new Promise((done) => {
    child.once('error', (error) => done({ code: 1, reason: `could not start: ${error.message}` }));
    child.once('exit', (code, signal) =>
      done(signal ? { code: signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1, reason: `killed by ${signal}` } : { code: code ?? 1, reason: `exit code ${code}` }),
    );
  });
  const stop = (signal = 'SIGTERM') => {
    try {
      if (child.pid) process.kill(group ? -child.pid : child.pid, signal);
    } catch {
      // Already exited.
    }
  };
  return { name, child, exited, stop };
}

/** Runs `command args` to its end; resolves with its exit code (1 when killed or not started). */
export async function run(command, args, { env = {} } = {}) {
  const { code, reason } = await start(command, command, args, { env }).exited;
  if (reason.startsWith('could not start')) console.error(`${command} ${reason}`);
  return code;
}

/** Resolves with the first SIGINT, SIGTERM or SIGHUP this process gets (which then no longer end it at once). */
export function stopRequested() {
  return new Promise((done) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => done(signal));
  });
}

/** Stops each child's group: SIGTERM, SIGKILL after 5 s for any still running. */
export async function stopAll(children) {
  for (const child of children) child.stop('SIGTERM');
  const kill = setTimeout(() => children.forEach((child) => child.stop('SIGKILL')), 5_000);
  await Promise.all(children.map((child) => child.exited));
  clearTimeout(kill);
}

/**
 * Keeps a server up until `stopped` resolves: `launch(attempt)` starts it. When it dies (an exit code other than 0
 * or a signal other than SIGINT/SIGTERM), the reason is logged and it is started again after a pause that doubles
 * with each quick death (within `quickMs` of its start) from `firstDelayMs` up to `maxDelayMs`. After
 * `maxQuickDeaths` quick deaths in a row it is left down with a message. A clean exit ends the supervision.
 * @param {(attempt: number) => Started} launch
 * @param {Promise<unknown>} stopped
 * @returns {Promise<number>} the exit code for this process: the server's after a clean exit or a stop, 1 when given up
 */
export async function keepRunning(launch, stopped, { firstDelayMs = 1_000, maxDelayMs = 30_000, quickMs = 30_000, maxQuickDeaths = 5 } = {}) {
  const stop = stopped.then(() => 'stop');
  let quickDeaths = 0;
  for (let attempt = 0; ; attempt += 1) {
    const server = launch(attempt);
    const startedAt = Date.now();
    const outcome = await Promise.race([server.exited, stop]);
    if (outcome === 'stop') {
      await stopAll([server]);
      return 0;
    }
    if (outcome.code === 0) return 0;
    quickDeaths = Date.now() - startedAt < quickMs ? quickDeaths + 1 : 1;
    if (quickDeaths >= maxQuickDeaths) {
      console.error(`[${server.name}] died ${quickDeaths} times in a row, each within ${quickMs / 1000} s of its start (last: ${outcome.reason}); not starting it again: its output above says why`);
      return 1;
    }
    const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (quickDeaths - 1));
    console.error(`[${server.name}] died (${outcome.reason}); starting it again in ${delayMs / 1000} s`);
    if ((await Promise.race([sleep(delayMs), stop])) === 'stop') return 0;
  }
}
