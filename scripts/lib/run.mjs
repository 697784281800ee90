// Child processes for the project scripts: output streamed, exit code returned.
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
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

/**
 * Runs the TypeScript script `script` (a path from the repo root) with tsx and
 * parses the last line of its output as JSON: how the build plugins work
 * something out in Node, outside Vite's module graph (checked screens, the
 * portal's styles). Its error output is passed on; a failure rejects with it.
 * @param {string} script
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<unknown>}
 */
export function tsxJson(script, options = {}) {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  return new Promise((resolvePromise, reject) => {
    const execOptions = { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...options.env } };
    execFile(process.execPath, [tsx, script], execOptions, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`${script} failed: ${stderr || error.message}`));
        return;
      }
      if (stderr) process.stderr.write(stderr);
      try {
        resolvePromise(JSON.parse(stdout.trim().split('\n').pop() ?? ''));
      } catch {
        reject(new Error(`${script} printed no line of JSON last`));
      }
    });
  });
}
