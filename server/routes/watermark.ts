/**
 * Watermark (spec portal-shell 3 and 9; 7: /eps/config/watermark/get, /infoshow,
 * /page). Configs of the platform and of the session's tenant only.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { users, watermarkConfigs } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { loginError } from '../http/errors';
import { selectPage } from '../db/paging';

type WatermarkRow = typeof watermarkConfigs.$inferSelect;

function toConfig(row: WatermarkRow) {
  return {
    id: row.id,
    tenantId: row.tenantId,
    platform: row.platform,
    path: row.path,
    enable: row.enable,
    tags: row.tags,
    opacity: row.opacity,
    width: row.width,
    height: row.height,
    fontSize: row.fontSize,
    color: row.color,
    rotate: row.rotate,
  };
}

/** Routes of this module, registered under /eps. */
export const watermarkRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Tenant rows first, then the platform default, so the portal can take the first match.
  const ordering = [sql`${watermarkConfigs.tenantId} DESC NULLS LAST`, asc(watermarkConfigs.id)] as const;

  app.get('/config/watermark/get', async (request) => {
    const scope = scopeOf(request);
    const rows = await ctx.db.select().from(watermarkConfigs).where(scope.visible(watermarkConfigs)).orderBy(...ordering);
    return ok(rows.map(toConfig));
  });

  // "The user-info string is encrypted and split by #" (spec 3). Here it is base64 of
  // UTF-8 `username#account#email`: an encoding, not a secret, since the portal must read it.
  app.get('/config/watermark/infoshow', async (request) => {
    const scope = scopeOf(request);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, scope.session.userId)).limit(1);
    if (!user) throw loginError();
    return ok(Buffer.from([user.username, user.account, user.email ?? ''].join('#'), 'utf8').toString('base64'));
  });

  app.get<{ Querystring: { pageNum: number; pageSize: number } }>(
    '/config/watermark/page',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 1000 },
          },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { pageNum, pageSize } = request.query;
      const { rows, total } = await selectPage(ctx.db, watermarkConfigs, scope.visible(watermarkConfigs), ordering, { pageNum, pageSize });
      return ok({ items: rows.map(toConfig), total: total, pageNum, pageSize });
    },
  );
};
