/**
 * The registration check (spec portal-shell 5 and 7 "User center": "Register
 * check (POST, phone or email in body; data boolean)"). Ours:
 * `POST /eps/usercenter/uc/register/check` with `{ phone }` or `{ email }`
 * (the phone plain or base64, as the SMS call takes it) answers `data: true`
 * when an account already uses it, else false. Public: the code-send buttons
 * of the login and registration pages run it before sending a code. So that
 * it cannot be used to list accounts quickly, each client IP gets
 * a third of the sign-in limit (SIGNIN_PER_IP_PER_MINUTE, default 30, so 10)
 * answers a minute, then 429.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { users } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, invalidField } from '../http/errors';
import { VALIDATION_KEYS } from '@core/validation/index';
import { decodeBase64Text } from '../auth/password';
import { isEmail, isMobile } from '../http/formats';

interface CheckBody {
  phone?: string;
  email?: string;
}

const text = { type: 'string', minLength: 1, maxLength: 256 } as const;

/** Routes of this module, registered under /eps. */
export const registerCheckRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: CheckBody }>(
    '/usercenter/uc/register/check',
    { config: { screen: 'read', rateLimit: { groupId: 'register-check', max: Math.max(1, Math.ceil(ctx.config.signInPerIpPerMinute / 3)) } }, schema: { body: { type: 'object', properties: { phone: text, email: text } } } },
    async (request) => {
      const { phone, email } = request.body;
      if ((phone === undefined) === (email === undefined)) throw badRequest('errors.required', { field: 'body.phone | body.email' });
      if (phone !== undefined) {
        const raw = phone.trim();
        const plain = isMobile(raw) ? raw : (decodeBase64Text(raw) ?? raw);
        if (!isMobile(plain)) throw invalidField('body.phone', VALIDATION_KEYS.mobile);
        const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, plain)).limit(1);
        return ok(row !== undefined);
      }
      const address = (email ?? '').trim();
      if (!isEmail(address)) throw invalidField('body.email', VALIDATION_KEYS.email);
      const [row] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, address.toLowerCase()))
        .limit(1);
      return ok(row !== undefined);
    },
  );
};
