/**
 * The worker thread of the document checks (documentCheckPool.ts): a piscina
 * task handler. Under `npm start` it is its own entry of the server bundle
 * (dist-server/documentCheckWorker.mjs, scripts/lib/serverBundle.mjs); from
 * the sources (tests, `npm run server`) it is loaded through tsx.
 */
import { parentPort } from 'node:worker_threads';
import type { DocumentCheckResult, DocumentCheckTask } from './documentCheckRun';
import { documentChecker, runDocumentCheck } from './documentCheckRun';
import { ownThreadStatPath } from './threadCpu';

/** The message that starts a check's clock on the request thread. */
export interface CheckStarted {
  documentCheckStarted: number;
  /** This thread's CPU time file, so the limit counts the check's CPU time, not time the OS gave others. */
  cpuStat?: string;
}

const cpuStat = ownThreadStatPath();

// Compiled as the worker starts (piscina loads this module before it takes a task), so the time limit of the
// first check, counted from its start message, measures the check and not this (~1-2 s, more under tsx).
await documentChecker();

/** One check; `id` names it in the start message. */
export default async function checkDocument(task: DocumentCheckTask & { id: number }): Promise<DocumentCheckResult> {
  const started: CheckStarted = { documentCheckStarted: task.id, ...(cpuStat === undefined ? {} : { cpuStat }) };
  parentPort?.postMessage(started);
  return runDocumentCheck(task);
}
