/**
 * The password hashes the seed areas store, ready before the areas run. One
 * strong scrypt hash takes ~0.6 s of a core; one after the other they were
 * half of a first start's time. The demo secrets' strong
 * hashes are made ahead (demoHashes.ts, `npm run seed:hashes`) and taken as
 * they are when new hashes get that cost; any other secret, or any secret at
 * another cost (the test servers' weak one), is hashed here, all at once on
 * libuv's thread pool while the areas' SQL runs on the main thread, each area
 * taking its hash when it gets there.
 */
import { hashSecret, madeAtCurrentCost } from '../../auth/password';
import { DEMO_SECRET_HASHES } from './demoHashes';

/** Hashes started ahead, by secret; each is taken once, so no two rows share a salt. */
const started = new Map<string, Promise<string>[]>();

/** Readies a hash for each of `secrets`, made ahead or started now (one per entry: a secret listed twice gets two). */
export function startSeedHashes(secrets: readonly string[]): void {
  // A copy per seeding: within one, no two rows share a hash made ahead (nor its salt).
  const madeAhead = new Map(Object.entries(DEMO_SECRET_HASHES).map(([secret, hashes]) => [secret, hashes.filter(madeAtCurrentCost)]));
  for (const secret of secrets) {
    const ready = madeAhead.get(secret)?.shift();
    const hash = ready === undefined ? hashSecret(secret) : Promise.resolve(ready);
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
