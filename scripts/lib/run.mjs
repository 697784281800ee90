// Child processes of the scripts, in the repository root with the terminal's output. A long-running one leads a
// process group of its own (tsx and vite start processes of their own), which `stop` signals whole.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** A binary of node_modules/.bin, so no `npx` lookup (or download) happens. */
export const bin = (name) => join(REPO_ROOT, 'node_modules', '.bin', name);

/**
 * Starts `command args`; `group`: in a process group of its own (the terminal's Ctrl-C reaches only us, and we stop
 * the group); `ipc`: with a message channel; `piped`: its output to the caller. An exit by our SIGINT/SIGTERM is code 0.
 */
export function start(name, command, args, { env = {}, group = false, ipc = false, piped = false } = {}) {
  const stdio = piped ? ['ignore', 'pipe', 'pipe'] : ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio, detached: group, env: { ...process.env, ...env } });
  const exited = new Promise((done) => {
    child.once('error', (error) => done({ code: 1, reason: `could not start: ${error.message}` }));
    child.once('exit', (code, signal) => done(signal ? { code: ['SIGINT', 'SIGTERM'].includes(signal) ? 0 : 1, reason: `killed by ${signal}` } : { code: code ?? 1, reason: `exit code ${code}` }));
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

/** Runs `command args` to its end; resolves with its exit code. */
export async function run(command, args, { env = {} } = {}) {
  const { code, reason } = await start(command, command, args, { env }).exited;
  if (reason.startsWith('could not start')) console.error(`${command} ${reason}`);
  return code;
}

/** Resolves with the first SIGINT, SIGTERM or SIGHUP (which then no longer end this process at once). */
export const stopRequested = () => new Promise((done) => ['SIGINT', 'SIGTERM', 'SIGHUP'].forEach((signal) => process.on(signal, () => done(signal))));

/** Stops each child's group: SIGTERM, then SIGKILL after 5 s. */
export async function stopAll(children) {
  for (const child of children) child.stop('SIGTERM');
  const kill = setTimeout(() => children.forEach((child) => child.stop('SIGKILL')), 5_000);
  await Promise.all(children.map((child) => child.exited));
  clearTimeout(kill);
}

/**
 * Keeps a server up until `stopped`: `launch(attempt)` starts it; when it dies (not a clean exit), it starts again
 * after a pause that doubles with each death within `quickMs` of its start, from `firstDelayMs` to `maxDelayMs`;
 * after `maxQuickDeaths` such deaths in a row it is left down (exit code 1). A clean exit or a stop gives 0.
 */
export async function keepRunning(launch, stopped, { firstDelayMs = 1_000, maxDelayMs = 30_000, quickMs = 30_000, maxQuickDeaths = 5 } = {}) {
  const stop = stopped.then(() => 'stop');
  for (let attempt = 0, quickDeaths = 0; ; attempt += 1) {
    const server = launch(attempt);
    const startedAt = Date.now();
    const outcome = await Promise.race([server.exited, stop]);
    if (outcome === 'stop') return stopAll([server]).then(() => 0);
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
