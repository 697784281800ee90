/**
 * Development-only helpers, registered only with the test-only flag
 * EPS_DEV_ROUTES=1 (config.devRoutes; never set by `npm start`):
 * GET /eps/dev/codes?to=<phone or email> answers the latest verification code
 * sent there; GET /eps/dev/ukey?account=<account> issues a one-time ukey for
 * GET /eps/auth/cas/free-login.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { users } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { startingTenant } from '../auth/membership';
import { issueTicket } from '../auth/tickets';

const oneField = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 256 } } }) as const;

/** Registered under /eps only. */
export const devRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { to: string } }>('/dev/codes', { schema: { querystring: oneField('to') } }, async (request) => {
    const latest = ctx.outbox.latest(request.query.to.trim());
    if (!latest) throw notFound('GET', `/eps/dev/codes?to=${request.query.to}`);
    return ok(latest);
  });

  app.get<{ Querystring: { account: string } }>('/dev/ukey', { schema: { querystring: oneField('account') } }, async (request) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.account, request.query.account.trim())).limit(1);
    if (!user) throw notFound('GET', `/eps/dev/ukey?account=${request.query.account}`);
    const { tenantId } = await startingTenant(ctx.db, user);
    const issued = await issueTicket(ctx, 'ukey', { userId: user.id, tenantId });
    return ok({ ukey: issued.ticket, expiresAt: issued.expiresAt });
  });
};
