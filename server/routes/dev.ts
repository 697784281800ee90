/**
 * Development-only helpers, registered only with the test-only flag
 * EPS_DEV_ROUTES=1 (config.devRoutes; never set by `npm start`):
 * GET /eps/dev/codes?to=<phone or email> answers the latest verification code
 * sent there; GET /eps/dev/ukey?account=<account> issues a one-time ukey for
 * GET /eps/auth/cas/free-login; PUT /eps/dev/params {code, value} sets a
 * captcha parameter (EPS_LOGIN_GEE_TEST and the GeeTest ones), so a browser
 * test can sign in through the captcha and switch it off again;
 * PUT /eps/dev/screens/unchecked?id=<screen> publishes a document for the
 * signed-in user's tenant without the document checks, as a document that got
 * in some other way would be (a restored backup, a row written by hand), so the
 * browser tests can show that the portal's runtime still holds it; DELETE on
 * the same path reverts it (any tenant's user may, unlike the studio's call).
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { params, users } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { startingTenant } from '../auth/membership';
import { issueTicket } from '../auth/tickets';
import { scopeOf } from '../db/tenantScope';
import { liveVersions } from '../lowcode/screenStore';
import { publishDraft, revertOrDelete, saveDraft } from '../lowcode/screenWrites';

const oneField = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 256 } } }) as const;

/** The parameters a test may set: the captcha ones only. */
const DEV_PARAMS = ['EPS_LOGIN_GEE_TEST', 'EPS_GEE_TEST_CID', 'EPS_GEE_TEST_API'] as const;

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

  app.put<{ Body: { code: (typeof DEV_PARAMS)[number]; value: string } }>(
    '/dev/params',
    {
      schema: {
        body: {
          type: 'object',
          required: ['code', 'value'],
          additionalProperties: false,
          properties: { code: { enum: [...DEV_PARAMS] }, value: { type: 'string', maxLength: 256 } },
        },
      },
    },
    async (request) => {
      const { code, value } = request.body;
      const updated = await ctx.db.update(params).set({ value }).where(eq(params.code, code)).returning({ code: params.code });
      if (updated.length === 0) throw notFound('PUT', `/eps/dev/params (${code})`);
      return ok(true);
    },
  );

  app.put<{ Querystring: { id: string }; Body: unknown }>(
    '/dev/screens/unchecked',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$', maxLength: 200 } } } } },
    async (request) => {
      const scope = scopeOf(request);
      const id = request.query.id;
      await saveDraft(ctx.db, scope, id, request.body, { hash: null, document: null });
      const { draft } = await liveVersions(ctx.db, scope, id);
      if (!draft) throw notFound('PUT', `/eps/dev/screens/unchecked?id=${id}`);
      const row = await publishDraft(ctx.db, scope, draft, 'unchecked (test)');
      return ok({ version: row.version });
    },
  );

  app.delete<{ Querystring: { id: string } }>(
    '/dev/screens/unchecked',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$', maxLength: 200 } } } } },
    async (request) => ok(await revertOrDelete(ctx.db, scopeOf(request), request.query.id)),
  );
};
