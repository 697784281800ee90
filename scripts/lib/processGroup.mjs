// Long-running children for `npm start` and `npm run dev`: each in its own
// process group (tsx and vite start further processes), stopped together.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './run.mjs';

/**
 * Starts `command args` in its own process group with inherited stdio (and an IPC channel with `ipc`).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @param {{ ipc?: boolean }} [options]
 * @returns {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number> }}
 */
export function startGroup(name, command, args, env = {}, options = {}) {
  const stdio = options.ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio, detached: true, env: { ...process.env, ...env } });
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`[${name}] could not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
  });
  return { name, child, exited };
}

/** Sends `signal` to the child's whole group; quiet when it is already gone. */
export function signalGroup(group, signal) {
  if (!group.child.pid) return;
  try {
    process.kill(-group.child.pid, signal);
  } catch {
    // Already exited.
  }
}

/**
 * Runs the groups until one exits or this process gets SIGINT/SIGTERM, then
 * stops the others (TERM, KILL after 5 s). Resolves with the exit code.
 */
export async function superviseGroups(groups) {
  let stopping = false;
  const stopAll = (signal) => {
    stopping = true;
    for (const group of groups) signalGroup(group, signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  const first = await Promise.race(groups.map((group) => group.exited.then((code) => ({ group, code }))));
  if (!stopping) console.log(`[${first.group.name}] exited with ${first.code}; stopping the rest`);
  stopAll('SIGTERM');
  const killTimer = setTimeout(() => stopAll('SIGKILL'), 5_000);
  await Promise.all(groups.map((group) => group.exited));
  clearTimeout(killTimer);
  return stopping && first.code === 0 ? 0 : first.code;
}
