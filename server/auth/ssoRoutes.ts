/**
 * Single sign-on and app launch (spec portal-shell 4 "App launch", 7):
 * tickets for SSO apps and the data portal, sign-in by SSO ticket or ukey,
 * and the analytics record of each launch.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { appJumps, users } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { failure, ok } from '../http/envelope';
import { API_CODES } from '../http/codes';
import { badRequest, loginFailed, permissionError } from '../http/errors';
import { translate } from '../http/messages';
import { SIGN_IN_RATE_LIMIT } from '../http/rateLimit';
import { grantedApp, requirePermission } from './grants';
import { membershipIn, startingTenant } from './membership';
import { signIn } from './signIn';
import { consumeTicket, issueTicket, ticketOwner } from './tickets';

const appIdQuery = {
  type: 'object',
  properties: { appId: { type: 'integer', minimum: 1 }, id: { type: 'integer', minimum: 1 } },
} as const;

/** Signs the ticket's owner in, in the ticket's tenant when still a member. */
async function signInOwner(
  ctx: AppContext,
  owner: { userId: number; tenantId: number | null },
  request: Parameters<typeof signIn>[1],
  reply: Parameters<typeof signIn>[2],
  failureKey: string,
) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
  if (!user) throw loginFailed(failureKey);
  const start = await startingTenant(ctx.db, user);
  const stillMember = owner.tenantId !== null && (await membershipIn(ctx.db, user.id, owner.tenantId));
  const place = stillMember
    ? { tenantId: owner.tenantId, purchaseId: start.tenantId === owner.tenantId ? start.purchaseId : null }
    : start;
  return signIn(ctx, request, reply, user, place);
}

/**
 * The names of the user signed in here when `ticket` belongs to someone else and the call did not ask to
 * switch (login CSRF): the signed-in user's own names only, nothing about the ticket's owner.
 */
async function otherSignedInUser(ctx: AppContext, request: FastifyRequest, kind: 'sso' | 'ukey', ticket: string, switchAccount: boolean) {
  if (request.auth.kind !== 'active' || switchAccount) return undefined;
  const signedIn = request.auth.session.userId;
  const owner = await ticketOwner(ctx, kind, ticket);
  if (!owner || owner.userId === signedIn) return undefined;
  const [current] = await ctx.db.select({ account: users.account, username: users.username }).from(users).where(eq(users.id, signedIn)).limit(1);
  return { account: current?.account ?? '', username: current?.username ?? '' };
}

/** Routes of this module, registered under /eps. */
export const ssoRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerAppLaunch(app, ctx);
  registerTicketSignIns(app, ctx);
};

/** What launching an app needs: an SSO ticket, a data-portal token, and the launch's analytics record. */
function registerAppLaunch(app: FastifyInstance, ctx: AppContext): void {
  // A one-time ticket for an SSO app (type 1) the user may open.
  app.get<{ Querystring: { appId?: number; id?: number } }>('/auth/cas/check/sso-app', { schema: { querystring: appIdQuery } }, async (request) => {
    const scope = scopeOf(request);
    await requirePermission(ctx.db, scope, 'p_auth_apps_sso');
    const appId = request.query.appId ?? request.query.id;
    if (appId === undefined) throw badRequest('errors.required', { field: 'querystring.appId' });
    const target = await grantedApp(ctx.db, scope, appId);
    if (!target) throw permissionError('app.unknown');
    if (target.type !== 1) throw badRequest('app.notSso');
    const issued = await issueTicket(ctx, 'sso', { userId: scope.session.userId, tenantId: scope.tenantId, appId });
    // The link's `epssession` (spec 4: "signed link with session and user ticket") is a second
    // one-time ticket, never the session id, so the app host gets nothing that outlives one use.
    const session = await issueTicket(ctx, 'sso', { userId: scope.session.userId, tenantId: scope.tenantId, appId });
    return ok({ ...issued, epssession: session.ticket, appId, href: target.href });
  });

  // A one-time data-portal token (app type 2).
  app.get<{ Querystring: { appId?: number; id?: number } }>('/auth/cas/ddmGetToken', { schema: { querystring: appIdQuery } }, async (request) => {
    const scope = scopeOf(request);
    await requirePermission(ctx.db, scope, 'p_auth_apps_ddm');
    const appId = request.query.appId ?? request.query.id;
    if (appId !== undefined && !(await grantedApp(ctx.db, scope, appId))) throw permissionError('app.unknown');
    const issued = await issueTicket(ctx, 'ddm', { userId: scope.session.userId, tenantId: scope.tenantId, appId: appId ?? null });
    return ok({ token: issued.ticket, expiresAt: issued.expiresAt });
  });

  // Analytics: one row per app launch.
  app.get<{ Querystring: { id?: number; appName?: string } }>(
    '/auth/cas/jump/app',
    { schema: { querystring: { type: 'object', properties: { id: { type: 'integer', minimum: 1 }, appName: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const scope = scopeOf(request);
      await requirePermission(ctx.db, scope, 'p_auth_apps_analyze');
      const appId = request.query.id;
      if (appId !== undefined && !(await grantedApp(ctx.db, scope, appId))) throw permissionError('app.unknown');
      await ctx.db.insert(appJumps).values({
        userId: scope.session.userId,
        tenantId: scope.tenantId,
        appId: appId ?? null,
        appName: request.query.appName ?? null,
        createdAt: ctx.now(),
      });
      return ok(null);
    },
  );
}

/** Sign-in by a one-time SSO ticket or ukey from a link. */
function registerTicketSignIns(app: FastifyInstance, ctx: AppContext): void {
  // URL entry `ticket` (spec portal-shell 2.1): a one-time SSO ticket becomes a session.
  // A link can carry anyone's ticket (login CSRF): while another user is signed in here, the
  // session is not replaced unless the call says `switchAccount` (the portal asks first).
  app.post<{ Body: { ticket: string; switchAccount?: boolean } }>(
    '/auth/cas/sso-success',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        body: {
          type: 'object',
          required: ['ticket'],
          properties: { ticket: { type: 'string', minLength: 1, maxLength: 256 }, switchAccount: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const ticket = request.body.ticket.trim();
      const other = await otherSignedInUser(ctx, request, 'sso', ticket, request.body.switchAccount === true);
      if (other) return failure(API_CODES.OTHER_ACCOUNT, translate(request.lang, 'login.otherAccount'), other);
      const owner = await consumeTicket(ctx, 'sso', ticket);
      if (!owner) throw loginFailed('login.badTicket');
      return ok(await signInOwner(ctx, owner, request, reply, 'login.badTicket'), translate(request.lang, 'login.success'));
    },
  );

  // URL entry `ukey` (spec portal-shell 2.1): a one-time ukey becomes a session. Like a ticket, a link
  // can carry anyone's ukey: another signed-in user's session is replaced only with `switchAccount=1`.
  app.get<{ Querystring: { ukey: string; switchAccount?: string } }>(
    '/auth/cas/free-login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        querystring: {
          type: 'object',
          required: ['ukey'],
          properties: { ukey: { type: 'string', minLength: 1, maxLength: 256 }, switchAccount: { type: 'string', enum: ['1'] } },
        },
      },
    },
    async (request, reply) => {
      const ukey = request.query.ukey.trim();
      const other = await otherSignedInUser(ctx, request, 'ukey', ukey, request.query.switchAccount === '1');
      if (other) return failure(API_CODES.OTHER_ACCOUNT, translate(request.lang, 'login.otherAccount'), other);
      const owner = await consumeTicket(ctx, 'ukey', ukey);
      if (!owner) throw loginFailed('login.badUkey');
      return ok(await signInOwner(ctx, owner, request, reply, 'login.badUkey'), translate(request.lang, 'login.success'));
    },
  );
}
