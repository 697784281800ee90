/**
 * Platform data every page load reads and no request writes: the platform's
 * own translation messages (rows without a tenant) and the dictionary of task
 * app names. Only migrations and the seed write them, at a server's start, so
 * rebuilding them (a query, a map, a hash of the answer) on each request was
 * most of those reads' cost under load (`npm run bench:server`).
 *
 * Each value is kept for {@link PLATFORM_FRESH_MS} and then read again, so a
 * change made outside the portal (another server's start that seeded or
 * migrated, an operator's SQL) is seen within that time on every server,
 * without pub/sub. Tenant data is not kept here: it is keyed by the tenant's
 * configuration version (tenantCache.ts). A failed load is not kept.
 */

/** How long a platform value is used before it is read again. */
export const PLATFORM_FRESH_MS = 2_000;

interface Kept<T> {
  value: Promise<T>;
  until: number;
}

/** A per-key value that is loaded at most once per {@link PLATFORM_FRESH_MS}; concurrent misses share one load. */
export class PlatformCache<T> {
  private readonly kept = new Map<string, Kept<T>>();
  constructor(
    // PromiseLike: a drizzle query is a lazy thenable that runs again on every `then`; get() settles it once.
    private readonly load: (key: string) => PromiseLike<T>,
    private readonly now: () => number = Date.now,
    private readonly freshMs = PLATFORM_FRESH_MS,
  ) {}

  get(key: string): Promise<T> {
    const at = this.now();
    const hit = this.kept.get(key);
    if (hit && hit.until > at) return hit.value;
    // Kept as a settled-once promise: keeping the query builder itself ran the query on every await of a hit.
    const value = Promise.resolve(this.load(key));
    const entry = { value, until: at + this.freshMs };
    this.kept.set(key, entry);
    // A failed load is dropped, so the next request tries again rather than repeating the failure.
    value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return value;
  }
}
