/**
 * Sign-in calls (spec portal-shell 7, "Sign-in and session"): account login,
 * phone login with an SMS code, the supplier admin login, the SMS code sender
 * and the captcha pre-check (with a GeeTest v3 challenge in mode v3).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { params, tenants, users } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, invalidField, loginFailed } from '../http/errors';
import { VALIDATION_KEYS, hasUnsafeNameChars } from '@core/validation/index';
import { CAPTCHA_REGISTER_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../http/rateLimit';
import { translate } from '../http/messages';
import { isMobile } from '../http/formats';
import { geetestVersionOf, requireCaptcha, requireCaptchaToken } from './captcha';
import { registerGeetest3 } from './captchaGeetest3';
import { checkCredentials, signIn } from './signIn';
import { membershipIn, startingTenant } from './membership';
import { decodeBase64Text, verifySecret } from './password';
import { consumeCode, issueCode } from './verificationCodes';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

interface LoginBody {
  mobile?: string;
  username?: string;
  password: string;
  eps_challenge?: string;
}

interface PhoneLoginBody {
  data?: string;
  phone?: string;
  key?: string;
  code?: string;
}

interface AdminLoginBody extends LoginBody {
  code: string;
  supplierAccount: string;
}

const loginSchema = {
  type: 'object',
  required: ['password'],
  properties: { mobile: text(128), username: text(128), password: text(512), eps_challenge: { type: 'string', maxLength: 4096 } },
} as const;

interface GtLoginBody extends LoginBody {
  gtData?: Record<string, string>;
}

/** The GeeTest answer: v3's geetest_challenge / validate / seccode or v4's lot_number, captcha_output, pass_token, gen_time. */
const gtLoginSchema = {
  type: 'object',
  required: ['password'],
  properties: {
    mobile: text(128),
    username: text(128),
    password: text(512),
    gtData: { type: 'object', maxProperties: 8, additionalProperties: { type: 'string', maxLength: 1024 } },
  },
} as const;

/** The phone as typed or base64 of it (spec: the phone is sent encoded). */
function plainPhone(value: string): string {
  return isMobile(value) ? value : (decodeBase64Text(value) ?? value);
}

/** Reads `phone:key:code` from the body: `{ data: base64("phone:key:code") }` or separate fields. */
function phoneLoginParts(body: PhoneLoginBody): { phone: string; key: string; code: string } {
  if (body.data !== undefined) {
    const decoded = decodeBase64Text(body.data) ?? body.data;
    const [phone, key, code, ...rest] = decoded.split(':');
    if (!phone || !key || !code || rest.length > 0) throw badRequest('errors.badEncoding', { field: 'body.data' });
    return { phone, key, code };
  }
  if (!body.phone) throw badRequest('errors.required', { field: 'body.phone' });
  if (!body.key) throw badRequest('errors.required', { field: 'body.key' });
  if (!body.code) throw badRequest('errors.required', { field: 'body.code' });
  return { phone: plainPhone(body.phone), key: body.key, code: body.code };
}

/** The sign-in name of a body, trimmed; 400 when missing or holding control or text-direction characters. */
function loginName(body: LoginBody): string {
  const login = body.mobile ?? body.username;
  const field = body.mobile !== undefined ? 'body.mobile' : 'body.username';
  if (login === undefined) throw badRequest('errors.required', { field: 'body.mobile' });
  if (hasUnsafeNameChars(login)) throw invalidField(field, VALIDATION_KEYS.unsafeNameChars);
  return login.trim();
}

/** Per-IP limit of every call here (http/rateLimit.ts). */
const limited = { config: { rateLimit: SIGN_IN_RATE_LIMIT } } as const;

/** Routes of this module, registered under /eps. */
export const loginRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerPasswordSignIns(app, ctx);
  registerAdminSignIn(app, ctx);
  registerPhoneSignIn(app, ctx);
  registerCaptchaPrecheck(app, ctx);
};

/** The account sign-in, plain and in its GeeTest flavour. */
function registerPasswordSignIns(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: LoginBody }>('/auth/cas/login', { ...limited, schema: { body: loginSchema } }, async (request, reply) => {
    const login = loginName(request.body);
    await requireCaptcha(ctx, request);
    const user = await checkCredentials(ctx, login, request.body.password);
    return ok(await signIn(ctx, request, reply, user), translate(request.lang, 'login.success'));
  });

  // The GeeTest flavour of the account sign-in (spec portal-shell 7): the widget's answer
  // travels as the object `gtData` instead of the `eps_challenge` text; the check is the same,
  // so a built-in challenge is never skipped by choosing this route.
  app.post<{ Body: GtLoginBody }>('/auth/cas/gtlogin', { ...limited, schema: { body: gtLoginSchema } }, async (request, reply) => {
    const login = loginName(request.body);
    await requireCaptchaToken(ctx, request.body.gtData === undefined ? '' : JSON.stringify(request.body.gtData));
    const user = await checkCredentials(ctx, login, request.body.password);
    return ok(await signIn(ctx, request, reply, user), translate(request.lang, 'login.success'));
  });
}

/** Phone sign-in with an SMS code, and the sender of those codes. */
function registerPhoneSignIn(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PhoneLoginBody }>(
    '/auth/cas/login/phone',
    { ...limited, schema: { body: { type: 'object', properties: { data: text(1024), phone: text(64), key: text(128), code: text(16), eps_challenge: { type: 'string', maxLength: 4096 } } } } },
    async (request, reply) => {
      await requireCaptcha(ctx, request);
      const { phone, key, code } = phoneLoginParts(request.body);
      if (!isMobile(phone)) throw invalidField('body.phone', VALIDATION_KEYS.mobile);
      if (!(await consumeCode(ctx, { channel: 'sms', target: phone, purpose: 'login', key, code }))) {
        throw loginFailed('login.badPhoneCode');
      }
      const [user] = await ctx.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      if (!user) throw loginFailed('login.badPhoneCode');
      return ok(await signIn(ctx, request, reply, user), translate(request.lang, 'login.success'));
    },
  );

  // SMS code for phone login (and later phone binding): data is the code key.
  app.post<{ Body: { phone: string; purpose?: string } }>(
    '/usercenter/uc/sms/code',
    {
      ...limited,
      // Also sends the codes that bind a phone: only the product's own dialogs may ask for one.
      config: { ...limited.config, screen: 'product' },
      schema: {
        body: {
          type: 'object',
          required: ['phone'],
          properties: { phone: text(64), purpose: { type: 'string', pattern: '^[a-z][a-z-]{0,31}$' } },
        },
      },
    },
    async (request) => {
      const phone = plainPhone(request.body.phone.trim());
      if (!isMobile(phone)) throw invalidField('body.phone', VALIDATION_KEYS.mobile);
      const { key } = await issueCode(ctx, { channel: 'sms', target: phone, purpose: request.body.purpose ?? 'login' }, request.lang);
      return ok(key, translate(request.lang, 'code.sent'));
    },
  );
}

/** The supplier account's admin sign-in: the account's password and the supplier's admin code. */
function registerAdminSignIn(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: AdminLoginBody }>(
    '/usercenter/cas/login-admin',
    {
      ...limited,
      schema: {
        body: {
          ...loginSchema,
          required: ['password', 'code', 'supplierAccount'],
          properties: { ...loginSchema.properties, code: text(64), supplierAccount: text(128) },
        },
      },
    },
    async (request, reply) => {
      const login = loginName(request.body);
      await requireCaptcha(ctx, request);
      const user = await checkCredentials(ctx, login, request.body.password);
      // The 4-digit code has 10,000 values: wrong codes lock the supplier account's admin sign-in.
      // Counted before the code's hash is checked, so parallel codes all count.
      const attempt = ctx.throttle.begin(`admin-code:${request.body.supplierAccount.trim().toLowerCase()}`);
      const [tenant] = await ctx.db
        .select()
        .from(tenants)
        .where(and(eq(tenants.code, request.body.supplierAccount.trim()), eq(tenants.kind, 'su')))
        .limit(1);
      const member = tenant ? await membershipIn(ctx.db, user.id, tenant.id) : undefined;
      const codeOk = tenant?.adminCodeHash ? await verifySecret(request.body.code.trim(), tenant.adminCodeHash) : false;
      if (!tenant || !member || !codeOk) {
        attempt.fail();
        throw loginFailed('login.badAdminCode');
      }
      attempt.succeed();
      const start = await startingTenant(ctx.db, user);
      const place = { tenantId: tenant.id, purchaseId: start.tenantId === tenant.id ? start.purchaseId : null };
      return ok(await signIn(ctx, request, reply, user, place), translate(request.lang, 'login.success'));
    },
  );
}

/** Which verification the login page runs. */
function registerCaptchaPrecheck(app: FastifyInstance, ctx: AppContext): void {
  // Captcha pre-check: which verification the login page runs (spec portal-shell 4).
  app.get('/auth/cas/register', { config: { rateLimit: CAPTCHA_REGISTER_RATE_LIMIT } }, async (request, reply) => {
    const rows = await ctx.db.select().from(params);
    const value = (code: string) => rows.find((r) => r.code === code)?.value;
    // The mode the sign-in check applies (captcha.ts: empty is N), so page and server never disagree.
    const mode = value('EPS_LOGIN_GEE_TEST')?.trim() || 'N';
    const answer = { mode, captchaId: value('EPS_GEE_TEST_CID') ?? null, api: value('EPS_GEE_TEST_API') ?? null };
    if (geetestVersionOf(mode) !== 'v3') return ok(answer);
    // GeeTest v3 needs a fresh challenge per attempt (captchaGeetest3.ts): never cached.
    reply.header('cache-control', 'no-store');
    const v3 = await registerGeetest3({ captchaId: answer.captchaId ?? '', api: answer.api ?? '', key: process.env['GEETEST_KEY'], ipAddress: request.ip });
    return ok({ ...answer, v3 });
  });
}
