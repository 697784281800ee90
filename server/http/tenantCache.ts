/**
 * Per-tenant answers of the reads every signed-in page load repeats (the
 * permission tree, the tenant's texts, published screens), kept as the JSON
 * text sent, keyed by the tenant's configuration version that the one
 * session query already returns (auth/session.ts). Any write that changes
 * such an answer moves the version in its transaction (lowcode/audit.ts
 * bumpConfigVersion), so the next request on any server, including another
 * process or machine on the same database, asks for a key no one has cached
 * and rebuilds: no pub/sub, and a changed grant is never served from before.
 *
 * The ETag is the key itself (tenant, version, what else the answer depends
 * on, the server build): nothing hashes a large answer per request, and a
 * browser's If-None-Match is a 304 without building anything.
 *
 * Bounded: at most {@link CACHE_MAX_ENTRIES} answers and {@link CACHE_MAX_BYTES}
 * of text, least recently used out first, so many tenants cannot grow it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_BUILD } from '../buildId';
import type { SessionContext } from '../auth/session';
import { ok } from './envelope';

export const CACHE_MAX_ENTRIES = 5_000;
export const CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A least-recently-used map of answer texts, bounded by count and by bytes. */
export class AnswerCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  constructor(
    readonly maxEntries = CACHE_MAX_ENTRIES,
    readonly maxBytes = CACHE_MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): string | undefined {
    const text = this.entries.get(key);
    if (text === undefined) return undefined;
    // Used again: to the young end.
    this.entries.delete(key);
    this.entries.set(key, text);
    return text;
  }

  set(key: string, text: string): void {
    const before = this.entries.get(key);
    if (before !== undefined) {
      this.entries.delete(key);
      this.bytes -= before.length;
    }
    // An answer larger than the whole budget is sent, never kept.
    if (text.length > this.maxBytes) return;
    this.entries.set(key, text);
    this.bytes += text.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value as [string, string];
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/** True when an If-None-Match header lists `etag` (weak or strong) or is `*`. */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Answers a signed-in read of the session's tenant from `cache`, building it with `build` (the envelope's data)
 * when the tenant's version has none yet. `parts` are what else the answer depends on (user, language, query).
 * A session whose version was not read is answered fresh and not kept.
 */
export async function sendTenantAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  session: SessionContext,
  parts: ReadonlyArray<string | number>,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  void reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'cookie');
  const version = session.configVersion ?? -1;
  if (version < 0 || session.tenantId === null) return reply.send(JSON.stringify(ok(await build())));
  const key = [session.tenantId, version, ...parts].join('|');
  // The key as the tag, encoded (not hashed: no work in proportion to the answer), with the build that shaped it.
  const etag = `"${Buffer.from(`${SERVER_BUILD ?? 'src'}|${key}`).toString('base64url')}"`;
  void reply.header('etag', etag);
  if (matchesTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  let text = cache.get(key);
  if (text === undefined) {
    text = JSON.stringify(ok(await build()));
    cache.set(key, text);
  }
  return reply.send(text);
}
