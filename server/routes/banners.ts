/**
 * Carousel images (spec portal-shell 7 "Config", banner images; 2.2 login
 * carousel): `GET /eps/config/show-imgs/list` with pageNum, pageSize,
 * position (default top), routeUrl, appCode, domainName answers
 * `{ items: [{ id, downloadUrl }], total }`. Public: the login page shows them.
 * An image bound to a route, app or domain is listed only when asked for it;
 * unbound images are listed everywhere. The portal falls back to its default
 * image when the list is empty.
 */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { bannerImages } from '../db/schema';
import { ok } from '../http/envelope';
import { publicFileUrl } from './publicFiles';
import { selectPage } from '../db/paging';

interface BannerQuery {
  pageNum: number;
  pageSize: number;
  position: string;
  routeUrl?: string;
  appCode?: string;
  domainName?: string;
}

const optionalText = { type: 'string', maxLength: 500 } as const;

/** Rows unbound for a column, or bound to the value asked for. */
function boundTo(column: PgColumn, value: string | undefined): SQL | undefined {
  const trimmed = value?.trim();
  return trimmed ? or(isNull(column), eq(column, trimmed)) : isNull(column);
}

/** Routes of this module, registered under /eps. */
export const bannerRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: BannerQuery }>(
    '/config/show-imgs/list',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            position: { type: 'string', minLength: 1, maxLength: 32, default: 'top' },
            routeUrl: optionalText,
            appCode: optionalText,
            domainName: optionalText,
          },
        },
      },
    },
    async (request) => {
      const { pageNum, pageSize, position, routeUrl, appCode, domainName } = request.query;
      const where = and(
        eq(bannerImages.enabled, true),
        eq(bannerImages.position, position),
        boundTo(bannerImages.routeUrl, routeUrl),
        boundTo(bannerImages.appCode, appCode),
        boundTo(bannerImages.domainName, domainName),
      );
      const { rows, total } = await selectPage(ctx.db, bannerImages, where, [asc(bannerImages.sort), asc(bannerImages.id)], { pageNum, pageSize });
      return ok({ items: rows.map((r) => ({ id: r.id, downloadUrl: publicFileUrl(r.fileId) })), total: total });
    },
  );
};
