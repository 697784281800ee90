/**
 * News for signed-in users and attachment downloads (spec portal-shell 2.4,
 * 2.5, 3 News, 7 "Config"):
 * - `GET /eps/config/uc/news/page` (pageSize, pageNum, category, containExpired '1' to include
 *   expired items): `{ items, total }`, newest first, platform news plus the tenant's own;
 * - `GET /eps/config/uc/news/{id}`: the detail with HTML content and attachments `[{ attachmentId, filename }]`;
 * - `GET /eps/config/file/oss/ids/{id}`: the download permission call, `[{ attachmentId, filename, downloadUrl }]`
 *   for a file the user may read (public, platform or own tenant), else 404 (another tenant's file is unknown);
 * - `GET /eps/config/file/oss/download/{id}`: the file as an attachment, same rule.
 * Stored HTML is returned as data; the portal sanitises it before showing it.
 */
import { asc, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { files, news, newsAttachments } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { notFound, permissionError } from '../http/errors';
import { selectPage } from '../db/paging';
import { sendFile } from '../files/sendFile';
import { sortOrder, sortQueryProps, type SortQuery } from '../db/sortOrder';
import { containsPattern } from '../db/likePattern';

type NewsRow = typeof news.$inferSelect;

/** Where the portal downloads a file the permission call allowed. */
export function downloadUrl(fileId: string): string {
  return `/eps/config/file/oss/download/${encodeURIComponent(fileId)}`;
}

const listItem = (row: NewsRow) => ({
  id: row.id,
  title: row.title,
  category: row.category,
  domain: row.domain,
  grade: row.grade,
  source: row.source,
  createTime: row.createdAt.toISOString(),
  modifyTime: row.modifiedAt.toISOString(),
  expiredDateStr: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null,
});

const fileIdParam = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 200 } } } as const;

/** The fields the news list sorts by (its table's sortable columns: modifyTime is the last change). */
const NEWS_SORT_COLUMNS = { modifyTime: news.modifiedAt, title: news.title };

/** Routes of this module, registered under /eps. */
export const workbenchNewsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const unexpired = (): SQL => or(isNull(news.expiresAt), gt(news.expiresAt, ctx.now())) as SQL;

  /** The file `id` and whether this request may read it (public, platform or the session's tenant); undefined when none. */
  const fileOf = async (request: FastifyRequest, id: string) => {
    const scope = scopeOf(request);
    const [file] = await ctx.db.select().from(files).where(eq(files.id, id)).limit(1);
    return file ? { file, readable: file.isPublic || file.tenantId === null || file.tenantId === scope.tenantId } : undefined;
  };

  /** The file if this request may read it; 403 otherwise (404 when it does not exist). */
  const readableFile = async (request: FastifyRequest, id: string) => {
    const found = await fileOf(request, id);
    if (!found) throw notFound('GET', downloadUrl(id));
    if (!found.readable) throw permissionError();
    return found.file;
  };

  app.get<{ Querystring: SortQuery & { pageNum: number; pageSize: number; category?: string; containExpired?: string; title?: string } }>(
    '/config/uc/news/page',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
            category: { type: 'string', pattern: '^[0-9A-Za-z_-]{0,32}$' },
            containExpired: { type: 'string', pattern: '^[01]?$' },
            /** Part of the title (the list's search box). */
            title: { type: 'string', maxLength: 200 },
            ...sortQueryProps(Object.keys(NEWS_SORT_COLUMNS)),
          },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { pageNum, pageSize, category, containExpired } = request.query;
      const title = request.query.title?.trim();
      const where = scope.visible(
        news,
        category ? eq(news.category, category) : undefined,
        containExpired === '1' ? undefined : unexpired(),
        title ? ilike(news.title, containsPattern(title)) : undefined,
      );
      const order = sortOrder(request.query, NEWS_SORT_COLUMNS, [desc(news.modifiedAt), desc(news.id)]);
      const { rows, total } = await selectPage(ctx.db, news, where, order, { pageNum, pageSize });
      return ok({ items: rows.map(listItem), total: total, pageNum, pageSize });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/config/uc/news/:id',
    { config: { screen: 'read' }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const scope = scopeOf(request);
      const [row] = await ctx.db.select().from(news).where(scope.visible(news, eq(news.id, request.params.id))).limit(1);
      if (!row) throw notFound('GET', `/eps/config/uc/news/${request.params.id}`);
      const attachments = await ctx.db
        .select({ attachmentId: files.id, filename: files.filename })
        .from(newsAttachments)
        .innerJoin(files, eq(files.id, newsAttachments.fileId))
        .where(eq(newsAttachments.newsId, row.id))
        .orderBy(asc(newsAttachments.sort));
      return ok({ ...listItem(row), content: row.content, attachments });
    },
  );

  app.get<{ Params: { id: string } }>('/config/file/oss/ids/:id', { config: { screen: 'read' }, schema: { params: fileIdParam } }, async (request) => {
    const found = await fileOf(request, request.params.id);
    // Another tenant's file is unknown here, as in the business attachment lists (files/bizRoutes.ts):
    // the permission call does not tell which ids exist elsewhere.
    if (!found?.readable) throw notFound('GET', `/eps/config/file/oss/ids/${encodeURIComponent(request.params.id)}`);
    const { file } = found;
    return ok([{ attachmentId: file.id, filename: file.filename, downloadUrl: downloadUrl(file.id) }]);
  });

  app.get<{ Params: { id: string } }>('/config/file/oss/download/:id', { config: { screen: 'read' }, schema: { params: fileIdParam } }, async (request, reply) => {
    const file = await readableFile(request, request.params.id);
    return sendFile(reply, file, { inline: false, cache: 'private' });
  });
};

