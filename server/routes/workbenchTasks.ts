/**
 * To-do tasks of the signed-in user in the session's tenant (spec portal-shell
 * 2.3 to-do dialog, 3 Task row/counts, 7 "Tasks and messages"):
 * - `GET /eps/sse/workbench/Task/queryAppName`: the apps having tasks `[{ appCode, appName }]`;
 * - `GET .../queryAppCount` (taskStatus?, taskName?): `{ total, items: [{ appCode, appName, underwayNum, count }] }`
 *   where `count` matches the filters (the dialog's tab badges) and `underwayNum` counts 01 and 02;
 * - `GET .../queryTaskCount`: `{ total, underway, underwayNormal, underwayPostpone, finished, finishedPunctuality, finishedPostpone }`;
 * - `GET .../pageWorkbenchTaskList` (appCode, taskStatus, taskName, pageNum, pageSize up to 1000): `{ list, total }`;
 * - `GET .../detail?id=`: one of the user's own tasks (a row of the list), for the app that handles it (the demo
 *   sub-apps' task pages); another user's or tenant's task answers 404 like a missing one.
 */
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { containsPattern } from '../db/likePattern';
import { tasks } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { sortQueryProps, type SortQuery } from '../db/sortOrder';
import { readTaskPage, TASK_SORT_COLUMNS } from './taskPageQuery';
import { taskAppNames, taskAppNaming, type AppNameOf } from './taskAppNames';
import { sendTaskPage } from './taskPageCache';

/** spec portal-shell 9: page size options go up to 1000. */
export const TASK_PAGE_MAX = 1000;

interface TaskFilter {
  appCode?: string;
  taskStatus?: string;
  taskName?: string;
}

const filterProps = {
  appCode: { type: 'string', maxLength: 64 },
  // '' (All) or one of the four codes (spec portal-shell 3: task filter codes).
  taskStatus: { type: 'string', pattern: '^(0[1-4])?$' },
  taskName: { type: 'string', maxLength: 200 },
} as const;

/** The user's own tasks in the scope's tenant, narrowed by the filter. */
function mine(request: Parameters<typeof scopeOf>[0], filter: TaskFilter): SQL {
  const scope = scopeOf(request);
  const name = filter.taskName?.trim();
  return scope.own(
    tasks,
    eq(tasks.userId, scope.session.userId),
    filter.appCode ? eq(tasks.appCode, filter.appCode.trim()) : undefined,
    filter.taskStatus ? eq(tasks.taskStatus, filter.taskStatus) : undefined,
    name ? ilike(tasks.taskName, containsPattern(name)) : undefined,
  );
}

async function countsByStatus(ctx: AppContext, where: SQL): Promise<Map<string, number>> {
  const rows = await ctx.db.select({ status: tasks.taskStatus, n: count() }).from(tasks).where(where).groupBy(tasks.taskStatus);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Routes of this module, registered under /eps. */
export const workbenchTaskRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerTaskCounts(app, ctx);
  registerTaskList(app, ctx);
};

/** The apps having tasks and the counts by app and by status (the to-do dialog's tabs and badges). */
function registerTaskCounts(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sse/workbench/Task/queryAppName', { config: { screen: 'read' } }, async (request) => {
    const rows = await ctx.db
      .selectDistinct({ appCode: tasks.appCode, appName: tasks.appName })
      .from(tasks)
      .where(mine(request, {}))
      .orderBy(asc(tasks.appCode));
    const nameOf = await taskAppNames(ctx.db, request.lang);
    return ok(rows.map((row) => ({ appCode: row.appCode, appName: nameOf(row.appCode, row.appName) })));
  });

  app.get<{ Querystring: TaskFilter }>(
    '/sse/workbench/Task/queryAppCount',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', properties: { taskStatus: filterProps.taskStatus, taskName: filterProps.taskName } } } },
    async (request) => {
      const filtered = await ctx.db
        .select({ appCode: tasks.appCode, appName: tasks.appName, n: count() })
        .from(tasks)
        .where(mine(request, request.query))
        .groupBy(tasks.appCode, tasks.appName);
      const apps = await ctx.db
        .select({ appCode: tasks.appCode, appName: tasks.appName, status: tasks.taskStatus, n: count() })
        .from(tasks)
        .where(mine(request, {}))
        .groupBy(tasks.appCode, tasks.appName, tasks.taskStatus)
        .orderBy(asc(tasks.appCode));
      const nameOf = await taskAppNames(ctx.db, request.lang);
      const byApp = new Map<string, { appCode: string; appName: string; underwayNum: number; count: number }>();
      for (const row of apps) {
        const entry = byApp.get(row.appCode) ?? { appCode: row.appCode, appName: nameOf(row.appCode, row.appName), underwayNum: 0, count: 0 };
        if (row.status === '01' || row.status === '02') entry.underwayNum += Number(row.n);
        byApp.set(row.appCode, entry);
      }
      for (const row of filtered) {
        const entry = byApp.get(row.appCode);
        if (entry) entry.count = Number(row.n);
      }
      const items = [...byApp.values()];
      return ok({ total: items.reduce((sum, item) => sum + item.count, 0), items });
    },
  );

  app.get('/sse/workbench/Task/queryTaskCount', { config: { screen: 'read' } }, async (request) => {
    const by = await countsByStatus(ctx, mine(request, {}));
    const n = (code: string): number => by.get(code) ?? 0;
    return ok({
      total: n('01') + n('02') + n('03') + n('04'),
      underway: n('01') + n('02'),
      underwayNormal: n('01'),
      underwayPostpone: n('02'),
      finished: n('03') + n('04'),
      finishedPunctuality: n('03'),
      finishedPostpone: n('04'),
    });
  });
}

/** The user's tasks a page at a time, and one of them. */
function registerTaskList(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: TaskFilter & SortQuery & { pageNum: number; pageSize: number } }>(
    '/sse/workbench/Task/pageWorkbenchTaskList',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...filterProps,
            ...sortQueryProps(Object.keys(TASK_SORT_COLUMNS)),
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: TASK_PAGE_MAX, default: 20 },
          },
        },
      },
    },
    async (request, reply) => {
      const { pageNum, pageSize } = request.query;
      const scope = scopeOf(request);
      const { nameOf, read } = await taskAppNaming(ctx.db, request.lang);
      return sendTaskPage(request, reply, {
        db: ctx.db,
        cache: ctx.taskPages,
        scope,
        query: request.query,
        dictionary: read,
        build: async () => {
          const { rows, total, version } = await readTaskPage(ctx.db, scope, request.query);
          return { data: { list: rows.map((row) => taskRow(row, nameOf)), total, pageNum, pageSize }, version };
        },
      });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/sse/workbench/Task/detail',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } } },
    async (request) => {
      const [row] = await ctx.db.select().from(tasks).where(and(mine(request, {}), eq(tasks.id, request.query.id))).limit(1);
      if (!row) throw notFound('GET', `/eps/sse/workbench/Task/detail?id=${request.query.id}`);
      return ok(taskRow(row, await taskAppNames(ctx.db, request.lang)));
    },
  );
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A task as the list and the detail answer it, its app named in the reader's language. */
function taskRow(r: typeof tasks.$inferSelect, nameOf: AppNameOf): Record<string, unknown> {
  return {
    id: r.id,
    appCode: r.appCode,
    appName: nameOf(r.appCode, r.appName),
    taskName: r.taskName,
    taskStatus: r.taskStatus,
    startTime: iso(r.startTime),
    planTime: iso(r.planTime),
    scReferTime: iso(r.scReferTime),
    endTime: iso(r.endTime),
    moduleUrl: r.moduleUrl,
  };
}
