/**
 * The to-do list's pages kept per owner version. Every write to a user's tasks, whoever makes it
 * (this server, another one on the database, an app publishing tasks, an operator's SQL), takes a
 * new version from a sequence in the writing transaction (migration 0016). A read asks for the
 * owner's version (one primary-key row) and answers the page kept under it, as the JSON text sent;
 * only when no page is kept does it read the rows. The version kept with a page is the one read in
 * the same statement as its rows (taskPageQuery.ts), so a page is never kept under a version it
 * does not show. Under `npm run bench:server` the home page's list had been the one signed-in read
 * far under half of the floor's throughput (32-35 %): its rows, their 13 columns and 4 timestamps
 * decoded and mapped on every load.
 *
 * The key also holds the language and the app-name dictionary the answer was named with (kept 2 s
 * per process, routes/taskAppNames.ts), so a renamed app shows within that time, as before.
 * Bounded like the tenant answers (http/tenantCache.ts AnswerCache): by count and by bytes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { TenantScope } from '../db/tenantScope';
import { ok } from '../http/envelope';
import type { AnswerCache } from '../http/tenantCache';
import { readTaskOwnerVersion, type TaskPageQuery } from './taskPageQuery';

/** One answer of the list, built from a page read (its rows named in the reader's language). */
export interface TaskPageAnswer {
  /** The envelope's data. */
  data: unknown;
  /** The owner's version read with the rows; null: not to be kept. */
  version: string | null;
}

/** What else than the owner's version decides the answer: the query as asked and the dictionary used. */
function keyOf(scope: TenantScope, version: string, lang: string, dictionary: number, query: TaskPageQuery): string {
  const asked = [query.appCode ?? '', query.taskStatus ?? '', query.taskName ?? '', query.orderBy ?? '', query.orderDir ?? '', query.pageNum, query.pageSize];
  return JSON.stringify([scope.tenantId, scope.session.userId, version, lang, dictionary, asked]);
}

/**
 * Sends the page `query` asks for from `cache` when the owner's version has it kept, else reads it (`build`, from
 * taskPageQuery.ts readTaskPage) and keeps it under the version read with its rows. `dictionary` names the app-name
 * dictionary `build` will use: a different one is a different answer.
 */
export async function sendTaskPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Db; cache: AnswerCache; scope: TenantScope; query: TaskPageQuery; dictionary: number; build: () => Promise<TaskPageAnswer> },
): Promise<FastifyReply> {
  const { db, cache, scope, query, dictionary, build } = options;
  void reply.header('content-type', 'application/json; charset=utf-8');
  const current = await readTaskOwnerVersion(db, scope);
  if (current !== null) {
    const kept = cache.get(keyOf(scope, current, request.lang, dictionary, query));
    if (kept !== undefined) return reply.send(kept);
  }
  const built = await build();
  const text = JSON.stringify(ok(built.data));
  if (built.version !== null) cache.set(keyOf(scope, built.version, request.lang, dictionary, query), text);
  return reply.send(text);
}
