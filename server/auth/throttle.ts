/**
 * Per-account backoff for guesses (sign-in passwords, the supplier admin code,
 * verification codes): after FREE_FAILURES wrong answers within WINDOW_MS the
 * key is locked for LOCK_MS, and while locked every answer is refused, the
 * right one too, so a guesser learns nothing and must wait. A guess counts as
 * a failure from the moment its check begins, so guesses sent in parallel
 * cannot all pass the lock before the first of them is counted; a success
 * forgets the failures settled before it began, never those checked beside
 * it. Kept in memory (one server process; a restart forgets, which only
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

/** One counted guess of a key: still being checked, or settled wrong (with the order it settled in). */
type Guess = { state: 'pending' } | { state: 'failed'; settled: number };

interface Entry {
  /** Every guess counted against the key, by the order it began in; the count is its size. */
  guesses: Map<number, Guess>;
  firstAt: number;
  lockedUntil: number;
  /** Failures settled so far (numbers each failure, so a success knows which came before it). */
  settledCount: number;
}

/** One guess under way: settle it once the answer is checked. */
export interface GuessAttempt {
  /** The answer was wrong: the guess stays counted. */
  fail(): void;
  /** The answer was right: forgets this guess and the failures settled before it began, not the ones under way beside it. */
  succeed(): void;
}

/** The throttle of one app instance. */
export interface GuessThrottle {
  /**
   * Throws the 429 envelope while `key` is locked; otherwise counts a guess
   * as a failure before its answer is checked (the check takes a slow hash:
   * parallel guesses must see each other), to be settled on the returned attempt.
   * A guess never settled (the check threw) stays counted.
   */
  begin(key: string): GuessAttempt;
}

/** A throttle reading time from `now` (the app's injectable clock). */
export function createGuessThrottle(now: () => Date): GuessThrottle {
  const entries = new Map<string, Entry>();
  let nextGuess = 0;
  const current = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.lockedUntil <= at && at - entry.firstAt >= WINDOW_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  /** After a success: a key with nothing left counted is forgotten (its window starts afresh); one below the limit is unlocked. */
  const afterSuccess = (key: string, entry: Entry) => {
    if (entry.guesses.size === 0 && entries.get(key) === entry) entries.delete(key);
    else if (entry.guesses.size < FREE_FAILURES) entry.lockedUntil = 0;
  };
  return {
    begin(key) {
      const at = now().getTime();
      let entry = current(key, at);
      if (entry && entry.lockedUntil > at) {
        throw tooManyRequests('throttle.locked', { minutes: Math.max(1, Math.ceil((entry.lockedUntil - at) / 60_000)) });
      }
      // A lock that has run out starts a fresh count (guesses of the old one settle on it, unseen).
      if (!entry || entry.lockedUntil !== 0) entry = { guesses: new Map(), firstAt: at, lockedUntil: 0, settledCount: 0 };
      const id = ++nextGuess;
      const settledBefore = entry.settledCount;
      entry.guesses.set(id, { state: 'pending' });
      if (entry.guesses.size >= FREE_FAILURES) entry.lockedUntil = at + LOCK_MS;
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
      const own = entry;
      let done = false;
      return {
        fail() {
          if (done) return;
          done = true;
          if (own.guesses.has(id)) own.guesses.set(id, { state: 'failed', settled: ++own.settledCount });
        },
        succeed() {
          if (done) return;
          done = true;
          own.guesses.delete(id);
          for (const [other, guess] of own.guesses) {
            if (guess.state === 'failed' && guess.settled <= settledBefore) own.guesses.delete(other);
          }
          afterSuccess(key, own);
        },
      };
    },
  };
}

/** The throttle key of a sign-in name (case and spaces do not make a new key). */
export const accountKey = (login: string): string => `account:${login.trim().toLowerCase()}`;
