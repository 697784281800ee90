/**
 * The document checks run in a worker thread (piscina), not on the thread
 * that answers requests: checking a large screen costs up to a few hundred ms
 * of CPU, and on that thread one tenant's saves stalled every other tenant's
 * requests (/healthz too) for as long. One worker (the machine may have 2
 * cores, and the request thread needs one), started on the first check, not
 * with the server (its start time is budgeted); it runs at a lower priority
 * than the request thread where the OS allows it. A check has a time limit,
 * counted from its start in the worker (not from its wait in the queue, nor
 * the worker's own start), in the worker thread's CPU time where Linux tells
 * it (threadCpu.ts; else in wall time); a check over it stops the worker (a
 * new one starts) and the caller answers a 4xx. server/README.md "Document limits".
 */
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { AppContext } from '../context';
import type { DocumentCheckResult, DocumentCheckTask } from './documentCheckRun';
import type { CheckStarted } from './documentCheckWorker';
import { threadCpuMs } from './threadCpu';

/**
 * Default time limit of one check (DOCUMENT_CHECK_MS): ~10x the slowest check of a document within the limits
 * measured here (a 1 MB page, a 5,000-node form schema: 250-300 ms on a loaded 2-core machine).
 */
export const DEFAULT_CHECK_MS = 3_000;
/** The CPU clock moves in 10 ms steps: a check under its limit in CPU time is looked at again after at least this. */
const MIN_RECHECK_MS = 20;
/** A check still waiting to start after this long (a worker that cannot start, a long queue) is given up too. */
const WAIT_LIMIT_MS = 60_000;
/** Checks waiting for the worker beyond this are refused at once (503): memory stays bounded under a flood. */
const MAX_QUEUE = 32;
/** The worker's heap: far above what a document within the limits needs, far below the machine's memory. */
const WORKER_HEAP_MB = 512;

/** How a check ended when it gave no result. */
export type CheckRefusal = 'timedOut' | 'busy';

/** The checks of one app. */
export interface DocumentChecks {
  /** How long one check may run, in ms; tests lower it. */
  timeLimitMs: number;
  run(task: DocumentCheckTask): Promise<DocumentCheckResult | CheckRefusal>;
  /** Stops the worker (with the app). */
  close(): Promise<void>;
}

/** DOCUMENT_CHECK_MS, or the default; a malformed value fails the start. */
export function checkTimeLimitFrom(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['DOCUMENT_CHECK_MS'];
  if (raw === undefined || raw === '') return DEFAULT_CHECK_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`DOCUMENT_CHECK_MS must be an integer >= 1, got '${raw}'`);
  return value;
}

/** The worker's module and the Node options it needs, for the sources and for the bundle. */
function workerEntry(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    // The sources (vitest, `npm run server`): the worker is TypeScript too, loaded through tsx by a small
    // JavaScript module. Without the parent's options: vitest's or tsx's own mean nothing to it.
    return { filename: join(dirname(here), 'documentCheckWorkerFromSources.mjs'), execArgv: [] };
  }
  // The bundle (scripts/lib/serverBundle.mjs): an entry of its own beside main.mjs; this module is in one of the
  // shared chunks (dist-server/chunks/) or in an entry.
  const dir = dirname(here);
  return { filename: join(basename(dir) === 'chunks' ? dirname(dir) : dir, 'documentCheckWorker.mjs'), execArgv: process.execArgv };
}

const isStarted = (message: unknown): message is CheckStarted =>
  message !== null && typeof message === 'object' && typeof (message as Partial<CheckStarted>).documentCheckStarted === 'number';

/** The checks of one app; the worker starts on the first `run`. */
export function createDocumentChecks(log: FastifyBaseLogger, timeLimitMs = checkTimeLimitFrom()): DocumentChecks {
  let pool: Piscina<DocumentCheckTask & { id: number }, DocumentCheckResult> | undefined;
  let lastId = 0;
  const onStart = new Map<number, (cpuStat: string | undefined) => void>();

  const poolNow = (): Piscina<DocumentCheckTask & { id: number }, DocumentCheckResult> => {
    if (pool) return pool;
    const entry = workerEntry();
    pool = new Piscina({
      ...entry,
      minThreads: 1,
      maxThreads: 1,
      maxQueue: MAX_QUEUE,
      // The worker waits for tasks on its event loop, not blocked in Atomics.wait: it stays a plain Node thread.
      atomics: 'disabled',
      // Below the request thread (Linux: the thread's nice value; ignored where it cannot be set).
      niceIncrement: 10,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    pool.on('message', (message: unknown) => {
      if (isStarted(message)) onStart.get(message.documentCheckStarted)?.(message.cpuStat);
    });
    // A worker that dies between tasks: piscina starts another; without a listener this event would end the process.
    pool.on('error', (error: unknown) => log.error({ err: error }, 'document check worker failed'));
    return pool;
  };

  const checks: DocumentChecks = {
    timeLimitMs,
    async run(task) {
      const running = poolNow();
      if (running.queueSize >= MAX_QUEUE) return 'busy';
      lastId += 1;
      const id = lastId;
      const stop = new AbortController();
      let timedOut = false;
      const expire = () => {
        timedOut = true;
        stop.abort();
      };
      let checkTimer: NodeJS.Timeout | undefined;
      onStart.set(id, (cpuStat) => {
        const cpuAtStart = cpuStat === undefined ? undefined : threadCpuMs(cpuStat);
        // Each time the limit's worth of wall time has passed: over the limit in CPU time (or no CPU clock), stop;
        // else wait for what is left of it. A starved check still ends: the wait timer below caps the wall time.
        const judge = (): void => {
          const cpuNow = cpuStat === undefined ? undefined : threadCpuMs(cpuStat);
          const used = cpuAtStart === undefined || cpuNow === undefined ? undefined : cpuNow - cpuAtStart;
          if (used === undefined || used >= checks.timeLimitMs) return expire();
          checkTimer = setTimeout(judge, Math.max(checks.timeLimitMs - used, MIN_RECHECK_MS));
        };
        checkTimer = setTimeout(judge, checks.timeLimitMs);
      });
      const waitTimer = setTimeout(expire, WAIT_LIMIT_MS + checks.timeLimitMs);
      try {
        return await running.run({ ...task, id }, { signal: stop.signal });
      } catch (error) {
        // Aborting a running check terminates its worker (piscina starts a new one): the only way to stop it.
        if (timedOut) return 'timedOut';
        // The worker ran out of its heap on this document: the document's fault, not the server's.
        if ((error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'timedOut';
        if (error instanceof Error && error.message === 'Task queue is at limit') return 'busy';
        throw error;
      } finally {
        clearTimeout(checkTimer);
        clearTimeout(waitTimer);
        onStart.delete(id);
      }
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
  return checks;
}

const perApp = new WeakMap<AppContext, DocumentChecks>();

/** The document checks of the app of `ctx` (one worker per app, started on first use; the caller closes it with the app). */
export function documentChecksOf(ctx: AppContext, log: FastifyBaseLogger): DocumentChecks {
  let checks = perApp.get(ctx);
  if (!checks) {
    checks = createDocumentChecks(log);
    perApp.set(ctx, checks);
  }
  return checks;
}
