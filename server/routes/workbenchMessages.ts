/**
 * Notifications, push polling and app notices of the signed-in user (spec
 * portal-shell 2.6, 4 "Messaging", "Notification", "App notices", 7):
 * - `GET /eps/eps-api/msg/data/info/search` (type '0'|'1', pageNum, pageSize): `{ items, total }`, newest first;
 * - `GET|POST /eps/eps-api/msg/data/info/read?id=` and `/eps/eps-api/msg/readMsg?id=`: unread '0' becomes read '1';
 * - `GET /eps/sse/polling/increase`: the thread check, `{ enabled, interval }` (EPS_MESSAGE_POLL_INTERVAL);
 * - `GET /eps/sse/polling/getMessage`: the pushes not yet delivered `[{ message, data }]` (then delivered);
 *   a push with message 'CLOSE' tells the portal to stop polling;
 * - `GET /eps/usercenter/appMsg/getAppMsg/{appId}`: unread notices of an app (empty for an unknown app);
 * - `GET /eps/usercenter/appMsg/setAppMsgRed/{id}`: marks a notice read for this user.
 */
import { and, asc, desc, eq, ilike, isNull, notExists, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { configVersionOf } from '../lowcode/audit';
import { CONFIG_VERSION_HEADER } from '../lowcode/runtimeRoutes';
import type { AppContext, RouteOptions } from '../context';
import { appNoticeReads, appNotices, files, messagePushes, messages, params } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { selectPage } from '../db/paging';
import { sortOrder, sortQueryProps, type SortQuery } from '../db/sortOrder';
import { taskAppNames } from './taskAppNames';
import { containsPattern } from '../db/likePattern';

/** spec portal-shell 9: "Message poll default 30000 ms". */
export const DEFAULT_POLL_INTERVAL_MS = 30_000;

/** The fields the message list sorts by (its table's sortable columns: createTime is the creation time). */
const MESSAGE_SORT_COLUMNS = { createTime: messages.createdAt, messageTitle: messages.messageTitle };

const idParam = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** Routes of this module, registered under /eps. */
export const workbenchMessageRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerMessageList(app, ctx);
  registerMessageRead(app, ctx);
  registerPushPolling(app, ctx);
  registerAppNotices(app, ctx);
};

/** The user's notifications, a page at a time. */
function registerMessageList(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SortQuery & { type?: string; keyword?: string; pageNum: number; pageSize: number } }>(
    '/eps-api/msg/data/info/search',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', pattern: '^[01]?$' },
            /** Part of the title or the message text (the list's search box). */
            keyword: { type: 'string', maxLength: 200 },
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
            ...sortQueryProps(Object.keys(MESSAGE_SORT_COLUMNS)),
          },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { type, pageNum, pageSize } = request.query;
      const keyword = request.query.keyword?.trim();
      const where = scope.own(
        messages,
        eq(messages.userId, scope.session.userId),
        type ? eq(messages.type, type) : undefined,
        keyword ? or(ilike(messages.messageTitle, containsPattern(keyword)), ilike(messages.message, containsPattern(keyword))) : undefined,
      );
      const order = sortOrder(request.query, MESSAGE_SORT_COLUMNS, [desc(messages.createdAt), desc(messages.id)]);
      const { rows, total } = await selectPage(ctx.db, messages, where, order, { pageNum, pageSize });
      const nameOf = await taskAppNames(ctx.db, request.lang);
      const items = rows.map((r) => ({
        id: r.id,
        appCode: r.appCode,
        // The app a notification comes from, named in the reader's language (taskAppNames.ts).
        source: nameOf(r.appCode, r.source),
        messageTitle: r.messageTitle,
        message: r.message,
        type: r.type,
        url: r.url,
        createTime: r.createdAt.toISOString(),
      }));
      return ok({ items, total: total, pageNum, pageSize });
    },
  );
}

/** Marking one of the user's notifications read, under both of its paths. */
function registerMessageRead(app: FastifyInstance, ctx: AppContext): void {
  const read = async (request: FastifyRequest<{ Querystring: { id: number } }>) => {
    const scope = scopeOf(request);
    const updated = await ctx.db
      .update(messages)
      .set({ type: '1' })
      .where(scope.own(messages, eq(messages.userId, scope.session.userId), eq(messages.id, request.query.id)))
      .returning({ id: messages.id });
    if (updated.length === 0) throw notFound(request.method, request.url);
    return ok(true);
  };
  // Marking one's own message read is a write: a screen makes it on a click, never on load.
  const readSchema = { schema: { querystring: idParam }, config: { screen: 'write' as const } };
  for (const path of ['/eps-api/msg/data/info/read', '/eps-api/msg/readMsg']) {
    app.get<{ Querystring: { id: number } }>(path, readSchema, read);
    app.post<{ Querystring: { id: number } }>(path, readSchema, read);
  }
}

/** The push thread: its check (with the poll interval) and the pushes not yet delivered. */
function registerPushPolling(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sse/polling/increase', async (request, reply) => {
    const scope = scopeOf(request);
    // The portal polls this thread anyway: a header carries the studio's configuration version, the spec'd body stays as it is.
    void reply.header(CONFIG_VERSION_HEADER, String(await configVersionOf(ctx.db, scope.tenantId)));
    const [row] = await ctx.db.select({ value: params.value }).from(params).where(eq(params.code, 'EPS_MESSAGE_POLL_INTERVAL')).limit(1);
    const interval = Number(row?.value);
    return ok({ enabled: true, interval: Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_POLL_INTERVAL_MS });
  });

  app.get('/sse/polling/getMessage', async (request, reply) => {
    const scope = scopeOf(request);
    void reply.header(CONFIG_VERSION_HEADER, String(await configVersionOf(ctx.db, scope.tenantId)));
    const pending = await ctx.db
      .update(messagePushes)
      .set({ delivered: true })
      .where(scope.own(messagePushes, eq(messagePushes.userId, scope.session.userId), eq(messagePushes.delivered, false)))
      .returning({ id: messagePushes.id, message: messagePushes.message, data: messagePushes.data });
    pending.sort((a, b) => a.id - b.id);
    return ok(pending.map(({ message, data }) => ({ message, data })));
  });
}

/** An app's unread notices, and marking one read. */
function registerAppNotices(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>('/usercenter/appMsg/getAppMsg/:id', { config: { screen: 'read' }, schema: { params: idParam } }, async (request) => {
    const scope = scopeOf(request);
    const rows = await ctx.db
      .select({ id: appNotices.id, title: appNotices.title, content: appNotices.content, attachmentId: appNotices.attachmentId, filename: files.filename })
      .from(appNotices)
      .leftJoin(files, eq(files.id, appNotices.attachmentId))
      .where(
        and(
          eq(appNotices.appId, request.params.id),
          or(isNull(appNotices.tenantId), eq(appNotices.tenantId, scope.tenantId)),
          notExists(
            ctx.db
              .select({ one: appNoticeReads.noticeId })
              .from(appNoticeReads)
              .where(and(eq(appNoticeReads.noticeId, appNotices.id), eq(appNoticeReads.userId, scope.session.userId))),
          ),
        ),
      )
      .orderBy(asc(appNotices.id));
    return ok(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        attachment: r.attachmentId ? { attachmentId: r.attachmentId, filename: r.filename } : null,
      })),
    );
  });

  app.get<{ Params: { id: number } }>('/usercenter/appMsg/setAppMsgRed/:id', { config: { screen: 'read' }, schema: { params: idParam } }, async (request) => {
    const scope = scopeOf(request);
    const [notice] = await ctx.db
      .select({ id: appNotices.id })
      .from(appNotices)
      .where(and(eq(appNotices.id, request.params.id), or(isNull(appNotices.tenantId), eq(appNotices.tenantId, scope.tenantId))))
      .limit(1);
    if (!notice) throw notFound('GET', request.url);
    await ctx.db.insert(appNoticeReads).values({ noticeId: notice.id, userId: scope.session.userId }).onConflictDoNothing();
    return ok(true);
  });
}
