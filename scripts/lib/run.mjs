// Child processes for the project scripts: output streamed, exit code returned.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

/** The repository root (scripts/lib/../..). */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** A binary of node_modules/.bin, so no `npx` lookup (or download) happens. */
export const bin = (name) => join(REPO_ROOT, 'node_modules', '.bin', name);

/**
 * Runs `command args` in the repo root with inherited stdio.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>} the exit code (1 when killed by a signal or not started)
 */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
    });
    child.once('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}
