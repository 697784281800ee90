/**
 * Per-account backoff for guesses (sign-in passwords, the supplier admin code,
 * verification codes): after FREE_FAILURES wrong answers within WINDOW_MS the
 * key is locked for LOCK_MS, and while locked every answer is refused, the
 * right one too, so a guesser learns nothing and must wait. A success clears
 * the key. Kept in memory (one server process; a restart forgets, which only
 * shortens a lock). The per-IP limit is @fastify/rate-limit (http/rateLimit.ts).
 */
import { tooManyRequests } from '../http/errors';

/** Wrong answers allowed before the lock. */
export const FREE_FAILURES = 5;
/** Failures older than this are forgotten. */
export const WINDOW_MS = 15 * 60_000;
/** How long a key stays locked. */
export const LOCK_MS = 15 * 60_000;
/** Keys kept at most (oldest dropped first), so guessing many names cannot grow memory without end. */
const MAX_KEYS = 50_000;

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

/** The throttle of one app instance. */
export interface GuessThrottle {
  /** Throws the 429 envelope while `key` is locked. */
  assertOpen(key: string): void;
  /** Counts a wrong answer for `key`. */
  fail(key: string): void;
  /** Clears `key` after a right answer. */
  succeed(key: string): void;
}

/** A throttle reading time from `now` (the app's injectable clock). */
export function createGuessThrottle(now: () => Date): GuessThrottle {
  const entries = new Map<string, Entry>();
  const current = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.lockedUntil <= at && at - entry.firstAt >= WINDOW_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    assertOpen(key) {
      const at = now().getTime();
      const entry = current(key, at);
      if (entry && entry.lockedUntil > at) {
        throw tooManyRequests('throttle.locked', { minutes: Math.max(1, Math.ceil((entry.lockedUntil - at) / 60_000)) });
      }
    },
    fail(key) {
      const at = now().getTime();
      let entry = current(key, at);
      // A lock that has run out starts a fresh count.
      if (!entry || (entry.lockedUntil !== 0 && entry.lockedUntil <= at)) entry = { failures: 0, firstAt: at, lockedUntil: 0 };
      entry.failures += 1;
      if (entry.failures >= FREE_FAILURES) entry.lockedUntil = at + LOCK_MS;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
    },
    succeed(key) {
      entries.delete(key);
    },
  };
}

/** The throttle key of a sign-in name (case and spaces do not make a new key). */
export const accountKey = (login: string): string => `account:${login.trim().toLowerCase()}`;
