/**
 * `GET /eps/auth/captcha/challenge`: a new built-in challenge
 * `{ id, image }` when EPS_LOGIN_GEE_TEST is 'BUILTIN'; other modes answer
 * 400 (their challenge comes from their own service).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { BUILTIN_CAPTCHA, captchaSettings, challengeStoreOf } from './captcha';

export const captchaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/auth/captcha/challenge', async (_request, reply) => {
    const { mode } = await captchaSettings(ctx);
    if (mode !== BUILTIN_CAPTCHA) throw badRequest('captcha.notBuiltin');
    // A challenge is single-use: never cached.
    void reply.header('cache-control', 'no-store');
    return ok(challengeStoreOf(ctx).issue());
  });
};
