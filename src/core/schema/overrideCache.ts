/**
 * The tenant's published overrides as the portal reads them, as queries of
 * the portal's QueryClient. The answer's ETag is kept with the document; the
 * next ask sends it back (If-None-Match) and a 304 reuses the kept document,
 * so an unchanged override costs a round trip and no body. An answer stands
 * for the openings of the next PREFETCH_HOLD_MS (a prefetch while the page's
 * code loads, StrictMode's second opening, a dialog and its page share one
 * request); after that, or after any write (a publish), the next opening asks again.
 */
import type { QueryClient } from '@tanstack/query-core';
import { queryClient, READ_FRESH_MS } from '../query/queryClient';

/** How long an answer stands for the openings that follow it. */
export const PREFETCH_HOLD_MS = READ_FRESH_MS;

/** What the runtime call answered. */
export type OverrideAnswer =
  /** 200: the published document, or null when the tenant has none. */
  | { status: 'fresh'; document: unknown; etag?: string | undefined }
  /** 304: the document sent with `etag` is still the published one. */
  | { status: 'unchanged' }
  /** The server has no runtime call (404): the portal runs on shipped files only. */
  | { status: 'unsupported' };

/** Asks the server for screen `id`, sending `etag` as If-None-Match when given. */
export type OverrideTransport = (id: string, etag: string | undefined) => Promise<OverrideAnswer>;

export interface OverrideCache {
  /** The published override of `id`, or null when there is none (ScreenSource.fetchOverride). */
  fetch(id: string): Promise<unknown>;
  /** Asks for `id` ahead of the opening that will read it (ScreenSource.prefetchOverride); never rejects. */
  prefetch(id: string): void;
  /** Forgets every kept document (sign-out, another tenant). */
  clear(): void;
}

interface Kept {
  etag: string | undefined;
  document: unknown;
}

/** The first part of the override queries' keys. */
const OVERRIDES = 'screen-override';
let lastCache = 0;

/**
 * One per session: another tenant never sees these documents.
 * @example const cache = createOverrideCache(transport);
 *          const source = { ...screenSource, fetchOverride: cache.fetch };
 */
export function createOverrideCache(transport: OverrideTransport, client: QueryClient = queryClient): OverrideCache {
  lastCache += 1;
  const cacheKey = [OVERRIDES, lastCache] as const;
  // Once the server said it has no runtime call, stop asking (shipped files only).
  let unsupported = false;

  async function ask(id: string, kept: Kept | undefined): Promise<Kept> {
    const answer = await transport(id, kept?.etag);
    if (answer.status === 'unsupported') {
      unsupported = true;
      return { etag: undefined, document: null };
    }
    if (answer.status === 'fresh') return { etag: answer.etag, document: answer.document ?? null };
    // A 304 without a kept body cannot happen unless the server is wrong; ask again without the tag.
    if (kept) return kept;
    const again = await transport(id, undefined);
    return again.status === 'fresh' ? { etag: again.etag, document: again.document ?? null } : { etag: undefined, document: null };
  }

  const options = (id: string) => {
    const queryKey = [...cacheKey, id] as const;
    return {
      queryKey,
      queryFn: () => ask(id, client.getQueryData<Kept>(queryKey)),
      staleTime: PREFETCH_HOLD_MS,
      // The ETag and document stay for the session, for the next conditional ask.
      gcTime: Infinity,
    };
  };

  return {
    async fetch(id) {
      if (unsupported) return null;
      return (await client.fetchQuery(options(id))).document;
    },
    prefetch(id) {
      if (!unsupported) void client.prefetchQuery(options(id));
    },
    clear() {
      client.removeQueries({ queryKey: cacheKey });
      unsupported = false;
    },
  };
}
