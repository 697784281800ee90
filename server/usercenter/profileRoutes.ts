/**
 * User-centre profile calls (spec portal-shell 2.7, 5, 7 "User center"):
 * password change, username edit (su only), exit enterprise and the member
 * search. Every change acts on the signed-in user only.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { sessions, users } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, invalidField, permissionError } from '../http/errors';
import { translate } from '../http/messages';
import { announceVersion, expectedVersion, staleRecord } from '../http/recordVersions';
import { MEMBER_PAGE_MAX, searchMembers } from '../workflow/directory';
import { VALIDATION_KEYS, checkAccount, checkPassword, hasUnsafeNameChars } from '@core/validation/index';
import { decodeBase64Text, hashSecret, verifyTransportPassword } from '../auth/password';
import { scopeOf } from '../db/tenantScope';
import { leaveTenant } from './leaveTenant';
import { currentUser, textField, userIdField } from './userFields';
import { revokeTickets } from '../auth/tickets';

interface PasswordBody {
  userId?: number | string;
  oldPwd: string;
  newPwd: string;
}

/** Routes of this module, registered under /eps. */
export const userProfileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerPasswordChange(app, ctx);
  registerUsernameEdit(app, ctx);
  registerTenantExit(app, ctx);
  registerMemberSearch(app, ctx);
};

function registerPasswordChange(app: FastifyInstance, ctx: AppContext): void {
  // spec portal-shell 5 "Change password": old checked, new differs from old and
  // passes the strength check given the account. On success the password status
  // is cleared (ends the forced dialog) and every other session of the user ends;
  // the portal shows the message and signs this one out after 1.5 s (spec 4).
  app.post<{ Body: PasswordBody }>(
    '/usercenter/uc/user/userpwdModeify',
    { config: { screen: 'product' },
      schema: {
        body: {
          type: 'object',
          required: ['oldPwd', 'newPwd'],
          properties: { userId: userIdField, oldPwd: textField(256), newPwd: textField(256) },
        },
      },
    },
    async (request) => {
      const { user, session } = await currentUser(ctx, request, request.body.userId);
      if (!(await verifyTransportPassword(request.body.oldPwd, user.passwordHash))) {
        throw badRequest('usercenter.oldPasswordWrong');
      }
      // "encoded" (spec 7): base64 of the text wins when it decodes to clean text;
      // a plain password with a base64-foreign character (#, @, ...) stays as sent.
      const newPwd = decodeBase64Text(request.body.newPwd) ?? request.body.newPwd;
      const failed = checkPassword(newPwd, { account: user.account });
      if (failed[0] !== undefined) throw invalidField('body.newPwd', failed[0]);
      if (await verifyTransportPassword(newPwd, user.passwordHash)) throw invalidField('body.newPwd', VALIDATION_KEYS.notEqual);
      const passwordHash = await hashSecret(newPwd);
      // The new password and the end of the other sessions go together.
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordStatus: '0', updatedAt: ctx.now() }).where(eq(users.id, user.id));
        await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
        // A one-time ticket handed out under the old password must not open a session now.
        await revokeTickets(ctx, user.id, tx);
      });
      return ok(null, translate(request.lang, 'usercenter.passwordChanged'));
    },
  );
}

function registerUsernameEdit(app: FastifyInstance, ctx: AppContext): void {
  // spec portal-shell 2.7 / 6: only suppliers edit their username; it passes the account rule.
  app.put<{ Body: { userId?: number | string; username: string } }>(
    '/usercenter/uc/user/',
    { config: { screen: 'write' },
      schema: {
        body: { type: 'object', required: ['username'], properties: { userId: userIdField, username: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request, reply) => {
      const { user } = await currentUser(ctx, request, request.body.userId);
      if (user.type !== 1) throw permissionError();
      if (hasUnsafeNameChars(request.body.username)) throw invalidField('body.username', VALIDATION_KEYS.unsafeNameChars);
      const username = request.body.username.trim();
      if (username === '') throw invalidField('body.username', VALIDATION_KEYS.required, { label: 'username' });
      const issue = checkAccount(username);
      if (issue) throw invalidField('body.username', issue.key);
      const expected = expectedVersion(request, 'user', user.id);
      // Compared and moved on in one statement, so two saves from two tabs cannot both pass.
      const [saved] = await ctx.db
        .update(users)
        .set({ username, version: sql`${users.version} + 1`, updatedAt: ctx.now() })
        .where(and(eq(users.id, user.id), expected === undefined ? undefined : eq(users.version, expected)))
        .returning({ version: users.version });
      if (!saved) throw staleRecord();
      announceVersion(reply, 'user', user.id, saved.version);
      return ok({ username }, translate(request.lang, 'usercenter.saved'));
    },
  );
}

function registerTenantExit(app: FastifyInstance, ctx: AppContext): void {
  // spec portal-shell 2.3 / 5: exit the current (supplier) enterprise with a reason.
  app.get<{ Querystring: { userId?: number | string; reason: string } }>(
    '/usercenter/uc/user/deleteTenant',
    { config: { screen: 'product' }, schema: { querystring: { type: 'object', required: ['reason'], properties: { userId: userIdField, reason: { type: 'string', maxLength: 500 } } } } },
    async (request) => {
      const { user } = await currentUser(ctx, request, request.query.userId);
      const scope = scopeOf(request);
      if (request.query.reason.trim() === '') throw invalidField('query.reason', VALIDATION_KEYS.required, { label: 'reason' });
      if (user.type !== 1) throw permissionError();
      await leaveTenant(ctx, user.id, scope.tenantId, user.currentTenantId === scope.tenantId);
      return ok(null, translate(request.lang, 'usercenter.exited'));
    },
  );
}

function registerMemberSearch(app: FastifyInstance, ctx: AppContext): void {
  // spec workflow-enterprise-embedding 7 "member search": people of the caller's tenant only (pages up to 1000, spec 9).
  app.get<{ Querystring: { pageNum?: number; pageSize?: number; keyword?: string } }>(
    '/usercenter/uc/user/queryUserByUc',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: MEMBER_PAGE_MAX, default: 20 },
            keyword: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      // The tenant's users, then its member directory (server/workflow/directory.ts).
      const page = { pageNum: request.query.pageNum ?? 1, pageSize: request.query.pageSize ?? 20 };
      return ok(await searchMembers(ctx.db, scopeOf(request), (request.query.keyword ?? '').trim(), page));
    },
  );
}
