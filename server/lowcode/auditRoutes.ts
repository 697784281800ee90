/**
 * The studio's audit log: every change to screens, texts and
 * menus of the tenant, newest first, paged.
 *
 * GET /eps/lowcode/audit   ?pageNum=1&pageSize=20&kind=screen|text|menu&target=
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { selectPage } from '../db/paging';
import { lowcodeAudit } from '../db/schema';
import { ok } from '../http/envelope';
import { requireEditor } from './access';

interface AuditQuery {
  pageNum: number;
  pageSize: number;
  kind?: 'screen' | 'text' | 'menu';
  target?: string;
}

/** Routes of this module, registered under /eps. */
export const auditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: AuditQuery }>(
    '/lowcode/audit',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            kind: { enum: ['screen', 'text', 'menu'] },
            target: { type: 'string', minLength: 1, maxLength: 300 },
          },
        },
      },
    },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { pageNum, pageSize, kind, target } = request.query;
      const where = scope.own(lowcodeAudit, kind ? eq(lowcodeAudit.kind, kind) : undefined, target ? eq(lowcodeAudit.target, target) : undefined);
      const page = await selectPage(ctx.db, lowcodeAudit, where, [desc(lowcodeAudit.id)], { pageNum, pageSize });
      const items = page.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        userId: row.userId,
        userName: row.userName,
        kind: row.kind,
        action: row.action,
        target: row.target,
        version: row.version,
        beforeHash: row.beforeHash,
        afterHash: row.afterHash,
      }));
      return ok({ items, total: page.total, pageNum, pageSize });
    },
  );
};
