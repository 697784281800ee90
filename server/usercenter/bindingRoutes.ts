/**
 * E-mail and phone binding (spec portal-shell 4 and 5 "Change email" / "Phone
 * change", workflow-enterprise-embedding 4.6). Codes: SMS through
 * `POST /eps/usercenter/uc/sms/code { phone, purpose: 'bind-phone' }`; e-mail
 * through ours, `POST /eps/usercenter/uc/email/code { email, purpose: 'bind-email' }`
 * (the spec: "Email code (same with email)"); both answer the code key and
 * deliver the code to the outbox (log, and /eps/dev/codes outside production).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { SIGN_IN_RATE_LIMIT } from '../http/rateLimit';
import { users } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, invalidField } from '../http/errors';
import { translate } from '../http/messages';
import { VALIDATION_KEYS, isEmail, isMobile } from '@core/validation/index';
import { consumeCode, issueCode } from '../auth/verificationCodes';
import { currentUser, decodeTransport, textField, userIdField } from './userFields';

/** Code purposes of this module (verification_codes.purpose). */
export const BIND_PURPOSES = { email: 'bind-email', phone: 'bind-phone' } as const;

interface EmailBody {
  userId?: number | string;
  oldEmail?: string;
  newEmail: string;
  code: string;
  key: string;
}

interface PhoneBody {
  userId?: number | string;
  newPhone: string;
  code: string;
  key: string;
}

const emailBody = {
  type: 'object',
  required: ['newEmail', 'code', 'key'],
  properties: { userId: userIdField, oldEmail: { type: 'string', maxLength: 256 }, newEmail: textField(256), code: textField(16), key: textField(128) },
} as const;

/** Routes of this module, registered under /eps. */
export const userBindingRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: { email: string; purpose?: string } }>(
    '/usercenter/uc/email/code',
    { config: { screen: 'product', rateLimit: SIGN_IN_RATE_LIMIT }, schema: { body: { type: 'object', required: ['email'], properties: { email: textField(256), purpose: { type: 'string', pattern: '^[a-z][a-z-]{0,31}$' } } } } },
    async (request) => {
      const email = decodeTransport(request.body.email, isEmail).toLowerCase();
      if (!isEmail(email)) throw invalidField('body.email', VALIDATION_KEYS.email);
      const { key } = await issueCode(ctx, { channel: 'email', target: email, purpose: request.body.purpose ?? BIND_PURPOSES.email }, request.lang);
      return ok(key, translate(request.lang, 'code.sent'));
    },
  );

  async function bindEmail(request: FastifyRequest<{ Body: EmailBody }>, verifyOnly: boolean) {
    const { user } = await currentUser(ctx, request, request.body.userId);
    const email = decodeTransport(request.body.newEmail, isEmail).toLowerCase();
    if (!isEmail(email)) throw invalidField('body.newEmail', VALIDATION_KEYS.email);
    const same = (user.email ?? '').toLowerCase() === email;
    // spec portal-shell 5: the new email differs from the old; the verify flow allows the old one.
    if (same && !verifyOnly) throw invalidField('body.newEmail', VALIDATION_KEYS.notEqual);
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw badRequest('usercenter.emailTaken');
    const key = request.body.key.trim();
    if (!(await consumeCode(ctx, { channel: 'email', target: email, purpose: BIND_PURPOSES.email, key, code: request.body.code.trim() }))) {
      throw badRequest('login.badPhoneCode');
    }
    await ctx.db.update(users).set({ email, emailCheck: '1', updatedAt: ctx.now() }).where(eq(users.id, user.id));
    return ok({ email, emailCheck: '1' }, translate(request.lang, verifyOnly ? 'usercenter.emailVerified' : 'usercenter.emailChanged'));
  }

  app.post<{ Body: EmailBody }>('/usercenter/uc/user/blind/email', { config: { screen: 'product' }, schema: { body: emailBody } }, (request) => bindEmail(request, false));
  app.post<{ Body: EmailBody }>('/usercenter/uc/user/blind/emailCheck', { config: { screen: 'product' }, schema: { body: emailBody } }, (request) => bindEmail(request, true));

  app.post<{ Body: PhoneBody }>(
    '/usercenter/uc/user/blind/phone',
    { config: { screen: 'product' },
      schema: {
        body: {
          type: 'object',
          required: ['newPhone', 'code', 'key'],
          properties: { userId: userIdField, newPhone: textField(64), code: textField(16), key: textField(128) },
        },
      },
    },
    async (request) => {
      const { user } = await currentUser(ctx, request, request.body.userId);
      const phone = decodeTransport(request.body.newPhone, isMobile);
      if (!isMobile(phone)) throw invalidField('body.newPhone', VALIDATION_KEYS.mobile);
      if (phone === user.phone) throw invalidField('body.newPhone', VALIDATION_KEYS.notEqual);
      const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      if (taken) throw badRequest('usercenter.phoneTaken');
      const key = request.body.key.trim();
      if (!(await consumeCode(ctx, { channel: 'sms', target: phone, purpose: BIND_PURPOSES.phone, key, code: request.body.code.trim() }))) {
        throw badRequest('login.badPhoneCode');
      }
      await ctx.db.update(users).set({ phone, updatedAt: ctx.now() }).where(eq(users.id, user.id));
      return ok({ phone }, translate(request.lang, 'usercenter.phoneChanged'));
    },
  );
};
