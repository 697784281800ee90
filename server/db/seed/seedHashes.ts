/**
 * The password hashes the demo areas store, started together before the
 * areas run. One strong scrypt hash takes ~0.6 s of a core and a first start
 * stores 16 of them; one after the other they were half of a first start's
 * time (issue 15: start). Started at once they run on libuv's thread pool
 * while the areas' SQL runs on the main thread, each area taking its hash
 * when it gets there.
 */
import { hashSecret } from '../../auth/password';

/** Hashes started ahead, by secret; each is taken once, so no two rows share a salt. */
const started = new Map<string, Promise<string>[]>();

/** Starts hashing each of `secrets` (one hash per entry: a secret listed twice is hashed twice). */
export function startSeedHashes(secrets: readonly string[]): void {
  for (const secret of secrets) {
    const hash = hashSecret(secret);
    // A hash nobody takes (its area failed or was already seeded elsewhere) must not be an unhandled rejection.
    hash.catch(() => undefined);
    started.set(secret, [...(started.get(secret) ?? []), hash]);
  }
}

/** The hash of `secret` for a row: one started ahead when there is one, else a new one. */
export function seedHash(secret: string): Promise<string> {
  const queue = started.get(secret);
  const hash = queue?.shift();
  if (queue && queue.length === 0) started.delete(secret);
  return hash ?? hashSecret(secret);
}

/** Forgets hashes nobody took (the end of a seeding), so a later seeding with another cost starts afresh. */
export function dropSeedHashes(): void {
  started.clear();
}
