/**
 * WORKERS=N: N server processes on one machine sharing one port (node:cluster;
 * the primary hands connections round robin). Each worker is a whole server
 * with its own connection pool; everything they share lives in PostgreSQL
 * (sessions, studio writes, the tenants' configuration versions that key the
 * answer caches, http/tenantCache.ts), so no sticky sessions are needed and N
 * machines behind a load balancer work the same way. PGlite is one process's
 * folder: WORKERS > 1 needs DATABASE_URL.
 *
 * The primary only supervises: a worker that dies is logged with its exit code
 * or signal and replaced; one that keeps dying (more than RESTART_LIMIT times in
 * RESTART_WINDOW_MS) stops the whole server rather than loop. SIGTERM/SIGINT
 * close every worker gracefully, then the primary exits.
 */
import cluster from 'node:cluster';

const RESTART_LIMIT = 10;
const RESTART_WINDOW_MS = 60_000;

/** Why WORKERS cannot be used with this configuration, or undefined. */
export function workersProblem(workers: number, databaseUrl: string | undefined): string | undefined {
  if (workers > 1 && !databaseUrl) return 'WORKERS > 1 needs PostgreSQL (DATABASE_URL): a PGlite data folder belongs to one process';
  return undefined;
}

/** True in a worker that should print the start banner (the first one only, not N copies). */
export function printsBanner(): boolean {
  return cluster.isPrimary || cluster.worker?.id === 1;
}

/** Runs the primary: starts `workers` workers, replaces any that die, stops them all on SIGTERM/SIGINT. */
export function superviseWorkers(workers: number): void {
  let stopping = false;
  const restarts: number[] = [];
  // The primary waited for `npm start`'s build already; the workers have no such parent to hear from.
  const fork = () => cluster.fork({ EPS_SITES_BUILT_BY_PARENT: '' });
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && now - (restarts[0] ?? now) > RESTART_WINDOW_MS) restarts.shift();
    process.stderr.write(`EPS reference server: worker ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`}); starting another\n`);
    if (restarts.length > RESTART_LIMIT) {
      process.stderr.write(`EPS reference server: ${restarts.length} workers died within ${RESTART_WINDOW_MS / 1000} s; stopping\n`);
      process.exit(1);
    }
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGTERM'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
