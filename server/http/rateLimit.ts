/**
 * Per-IP limit on the guessable calls (sign-in, admin code, codes, register
 * check, ticket and ukey sign-in) with @fastify/rate-limit: at most
 * `perMinute` calls per client IP and minute over all of them together
 * (one group), then HTTP 429 with the envelope and a translated message.
 * Routes opt in with `config: { rateLimit: SIGN_IN_RATE_LIMIT }`. The
 * per-account lock is auth/throttle.ts.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from './errors';

/** Route option of every rate-limited call: one shared counter per IP. */
export const SIGN_IN_RATE_LIMIT = { groupId: 'sign-in' } as const;

/** Registers the plugin on the root instance (not global: only opted-in routes count). */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyRequests('throttle.ipLimit', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
