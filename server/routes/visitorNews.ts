/**
 * News visitors read without signing in (spec portal-shell 2.2 and 7 "Config"):
 * - `GET /eps/config/uc/news/visitorPage` (pageNum, pageSize up to 500,
 *   keyword on the title, optional category; containExpired is forced to 0:
 *   expired items are never listed) answers `{ items, total }`, newest first;
 * - `GET /eps/config/uc/news/visitor/{id}` answers the detail with its HTML
 *   content and attachments (each with the `downloadUrl` of the public file).
 * Only items flagged for visitors are served; an expired or internal item is 404.
 * The HTML is stored as published; the portal sanitises it before showing it.
 */
import { and, asc, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { files, news, newsAttachments } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { publicFileUrl } from './publicFiles';
import { selectPage } from '../db/paging';

/** spec portal-shell 9: the visitor table asks for 500 rows, unpaginated. */
export const VISITOR_PAGE_MAX = 500;

interface PageQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  category?: string;
  containExpired?: string;
}

type NewsRow = typeof news.$inferSelect;

/** `YYYY-MM-DD` of a timestamp, in UTC (the server's zone). */
const dateOnly = (value: Date | null): string | null => (value ? value.toISOString().slice(0, 10) : null);

/** A list row (spec portal-shell 3, News). */
function listItem(row: NewsRow) {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    domain: row.domain,
    grade: row.grade,
    source: row.source,
    createTime: row.createdAt.toISOString(),
    modifyTime: row.modifiedAt.toISOString(),
    expiredDateStr: dateOnly(row.expiresAt),
  };
}

/** `%` and `_` typed by the user match themselves, not any text. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Routes of this module, registered under /eps. */
export const visitorNewsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  /** Visitor news that has not expired at the server's clock. */
  const visible = (): SQL => and(eq(news.visitor, true), or(isNull(news.expiresAt), gt(news.expiresAt, ctx.now()))) as SQL;

  app.get<{ Querystring: PageQuery }>(
    '/config/uc/news/visitorPage',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: VISITOR_PAGE_MAX, default: 20 },
            keyword: { type: 'string', maxLength: 200 },
            category: { type: 'string', pattern: '^[0-9A-Za-z_-]{1,32}$' },
            // Accepted for compatibility and ignored: visitors never see expired items.
            containExpired: { type: 'string', maxLength: 8 },
          },
        },
      },
    },
    async (request) => {
      const { pageNum, pageSize, category } = request.query;
      const keyword = request.query.keyword?.trim();
      const where = and(
        visible(),
        category ? eq(news.category, category) : undefined,
        keyword ? ilike(news.title, likePattern(keyword)) : undefined,
      );
      const { rows, total } = await selectPage(ctx.db, news, where, [desc(news.createdAt), desc(news.id)], { pageNum, pageSize });
      return ok({ items: rows.map(listItem), total: total, pageNum, pageSize });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/config/uc/news/visitor/:id',
    { config: { screen: 'read' }, schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const [row] = await ctx.db
        .select()
        .from(news)
        .where(and(eq(news.id, request.params.id), visible()))
        .limit(1);
      if (!row) throw notFound('GET', `/eps/config/uc/news/visitor/${request.params.id}`);
      const attachments = await ctx.db
        .select({ attachmentId: files.id, filename: files.filename })
        .from(newsAttachments)
        .innerJoin(files, eq(files.id, newsAttachments.fileId))
        .where(and(eq(newsAttachments.newsId, row.id), eq(files.isPublic, true)))
        .orderBy(asc(newsAttachments.sort));
      return ok({
        ...listItem(row),
        content: row.content,
        attachments: attachments.map((a) => ({ ...a, downloadUrl: `${publicFileUrl(a.attachmentId)}?download=1` })),
      });
    },
  );
};
