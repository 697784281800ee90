/**
 * The captcha check of every sign-in (spec portal-shell 4, 7).
 * The mode is the system parameter EPS_LOGIN_GEE_TEST: 'N' none, 'BUILTIN'
 * the reference server's own challenge (captchaChallenge.ts), 'Y4' GeeTest
 * v4, any other value GeeTest v3 (captchaGeetest.ts). The token is the
 * sign-in body's `eps_challenge`. Refusals are sign-in failures with a
 * translated message; nothing here ever lets a sign-in through unverified.
 */
import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { params } from '../db/schema';
import { loginFailed } from '../http/errors';
import { createChallengeStore, type ChallengeStore } from './captchaChallenge';
import { verifyGeetest, type GeetestVersion } from './captchaGeetest';

/** The value of EPS_LOGIN_GEE_TEST that selects the built-in challenge. */
export const BUILTIN_CAPTCHA = 'BUILTIN';

const stores = new WeakMap<AppContext, ChallengeStore>();

/** The built-in challenges of one app instance. */
export function challengeStoreOf(ctx: AppContext): ChallengeStore {
  let store = stores.get(ctx);
  if (!store) {
    store = createChallengeStore(ctx.now);
    stores.set(ctx, store);
  }
  return store;
}

/** The captcha parameters (mode, GeeTest id and service). */
export async function captchaSettings(ctx: AppContext): Promise<{ mode: string; captchaId: string; api: string }> {
  const rows = await ctx.db
    .select()
    .from(params)
    .where(inArray(params.code, ['EPS_LOGIN_GEE_TEST', 'EPS_GEE_TEST_CID', 'EPS_GEE_TEST_API']));
  const value = (code: string): string => rows.find((r) => r.code === code)?.value ?? '';
  return { mode: value('EPS_LOGIN_GEE_TEST').trim() || 'N', captchaId: value('EPS_GEE_TEST_CID'), api: value('EPS_GEE_TEST_API') };
}

/** The GeeTest version an EPS_LOGIN_GEE_TEST value asks for ('' counts as N), or undefined for none and BUILTIN. */
export function geetestVersionOf(value: string | undefined): GeetestVersion | undefined {
  const mode = (value ?? '').trim() || 'N';
  if (mode === 'N' || mode === BUILTIN_CAPTCHA) return undefined;
  return mode === 'Y4' ? 'v4' : 'v3';
}

/** Throws a sign-in failure unless the request's `eps_challenge` passes the configured captcha. */
export async function requireCaptcha(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const body = request.body as { eps_challenge?: unknown } | undefined;
  await requireCaptchaToken(ctx, typeof body?.eps_challenge === 'string' ? body.eps_challenge.trim() : '');
}

/** Throws a sign-in failure unless `token` passes the configured captcha ('' passes only when the mode is N). */
export async function requireCaptchaToken(ctx: AppContext, token: string): Promise<void> {
  const { mode, captchaId, api } = await captchaSettings(ctx);
  if (mode === 'N') return;
  if (!token) throw loginFailed('captcha.required');
  if (mode === BUILTIN_CAPTCHA) {
    if (!challengeStoreOf(ctx).consume(token)) throw loginFailed('captcha.wrong');
    return;
  }
  const outcome = await verifyGeetest(token, { version: geetestVersionOf(mode) ?? 'v3', captchaId, api, key: process.env['GEETEST_KEY'] });
  if (outcome === 'ok') return;
  throw loginFailed(outcome === 'unreachable' ? 'captcha.unreachable' : outcome === 'notConfigured' ? 'captcha.notConfigured' : 'captcha.wrong');
}
