/**
 * GET /healthz: 200 `{ status: 'ok' }` when the server can store what it is
 * sent; 503 `{ status: 'unavailable', reason }` otherwise (database files gone,
 * data folder read-only or full, the database refusing a write, or requests'
 * writes failing for storage). The probes and why each is there:
 * http/storageHealth.ts. A verdict is kept for a couple of seconds, so a
 * load balancer's frequent checks cost one probe.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';

/** Registered at the root, outside the EPS prefixes (an infrastructure probe, not an EPS call). */
export const healthRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/healthz', async (request, reply) => {
    const verdict = await ctx.health.check();
    if (verdict.ok) return { status: 'ok' };
    request.log.error({ reason: verdict.reason }, 'health check failed');
    return reply.status(503).send({ status: 'unavailable', reason: verdict.reason });
  });
};
