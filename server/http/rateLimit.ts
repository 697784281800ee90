/**
 * Per-IP limit on the guessable calls (sign-in, admin code, codes, register
 * check, ticket and ukey sign-in) with @fastify/rate-limit: at most
 * `perMinute` calls per client IP and minute over all of them together
 * (one group), then HTTP 429 with the envelope and a translated message.
 * Routes opt in with `config: { rateLimit: SIGN_IN_RATE_LIMIT }`. The
 * per-account lock is auth/throttle.ts.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from './errors';

/** Route option of every rate-limited call: one shared counter per IP. */
export const SIGN_IN_RATE_LIMIT = { groupId: 'sign-in' } as const;
/**
 * The captcha pre-check (`GET /auth/cas/register`): counted apart from the
 * sign-ins it precedes (each sign-in would count twice), with the same limit,
 * since in GeeTest v3 mode every call makes one call to GeeTest.
 */
export const CAPTCHA_REGISTER_RATE_LIMIT = { groupId: 'captcha-register' } as const;

/** Windows kept at most; expired ones are dropped first when there are more. */
const MAX_WINDOWS = 20_000;

/**
 * A fixed-window counter shared by every route. The plugin's own memory store
 * gives each route a separate child store, so a `groupId` alone would still
 * count each sign-in call apart; here `child()` returns the same store and the
 * key (IP + groupId) decides what is counted together.
 */
class SharedWindowStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.windows.set(key, window);
      if (this.windows.size > MAX_WINDOWS) this.prune(now, timeWindow);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return this;
  }

  private prune(now: number, timeWindow: number): void {
    for (const [key, window] of this.windows) if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    while (this.windows.size > MAX_WINDOWS) this.windows.delete(this.windows.keys().next().value as string);
  }
}

/** Registers the plugin on the root instance (not global: only opted-in routes count). */
export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: SharedWindowStore,
    max: perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => tooManyRequests('throttle.ipLimit', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
