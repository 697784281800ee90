/**
 * GET /healthz: 200 `{ status: 'ok' }` when the database answers and can write
 * (one row of `health_checks` is rewritten in a transaction); 503
 * `{ status: 'unavailable', reason }` otherwise, so a read-only or broken data
 * folder shows here instead of as 200s that were never stored.
 * On PGlite the folder itself is checked too: the engine's open files still
 * take the probe's write after the folder turned read-only (http/storageFault.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { healthChecks } from '../db/schema';
import { sqlStateOf } from '../http/errorHandler';
import { unwritableFolder } from '../http/storageFault';

/** Registered at the root, outside the EPS prefixes (an infrastructure probe, not an EPS call). */
export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/healthz', async (request, reply) => {
    const folder = ctx.storageDir ? await unwritableFolder(ctx.storageDir) : undefined;
    if (folder !== undefined) {
      request.log.error({ folder }, 'health check failed: the data folder is not writable');
      return reply.status(503).send({ status: 'unavailable', reason: `data folder not writable (${folder})` });
    }
    try {
      await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        await tx.insert(healthChecks).values({ id: 1, checkedAt: now }).onConflictDoUpdate({ target: healthChecks.id, set: { checkedAt: now } });
        await tx.execute(sql`SELECT 1`);
      });
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed: the database cannot write');
      const code = sqlStateOf(error);
      return reply.status(503).send({ status: 'unavailable', reason: `database cannot write${code ? ` (SQLSTATE ${code})` : ''}` });
    }
  });
};
