/** GET /healthz: 200 `{ status: 'ok' }` once migrated and seeded and the database answers; 503 otherwise. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** Registered at the root, outside the EPS prefixes (an infrastructure probe, not an EPS call). */
export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
