/**
 * The tenant's published overrides as the portal reads them: one
 * conditional request per screen opening. The answer's ETag is kept with the
 * document; the next opening sends it back (If-None-Match) and a 304 reuses
 * the kept document, so an unchanged override costs a round trip and no
 * body, and a publish shows the next time the screen is opened. Two openings
 * at once (StrictMode, a dialog and its page) share one request.
 */

/**
 * How long a prefetched answer stands for the opening it was asked for: a screen
 * that opens later asks again, so what it shows is never older than this.
 */
export const PREFETCH_HOLD_MS = 5_000;

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
  /**
   * Asks for `id` ahead of the opening that will read it (ScreenSource.prefetchOverride):
   * the next `fetch` of it within {@link PREFETCH_HOLD_MS} takes this answer instead of
   * asking again. Never rejects: a failed ask is forgotten and the opening asks itself.
   * Asking again while the first ask is on its way or its answer is held does nothing.
   */
  prefetch(id: string): void;
  /** Forgets every kept document (sign-out, another tenant). */
  clear(): void;
}

interface Kept {
  etag: string | undefined;
  document: unknown;
}

/**
 * @example const cache = createOverrideCache(transport);
 *          const source = { ...screenSource, fetchOverride: cache.fetch };
 */
export function createOverrideCache(transport: OverrideTransport, now: () => number = () => Date.now()): OverrideCache {
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<unknown>>();
  // Prefetched answers for the opening they were asked for: the document and when it arrived.
  const prefetched = new Map<string, { document: unknown; at: number }>();
  // Prefetches still on their way; an opening meanwhile shares the request and so consumes it.
  const prefetching = new Map<string, Promise<unknown>>();
  // Once the server said it has no runtime call, stop asking (shipped files only).
  let unsupported = false;

  async function ask(id: string): Promise<unknown> {
    const previous = kept.get(id);
    const answer = await transport(id, previous?.etag);
    if (answer.status === 'unsupported') {
      unsupported = true;
      return null;
    }
    if (answer.status === 'unchanged') {
      // A 304 without a kept body cannot happen unless the server is wrong; ask again without the tag.
      if (previous) return previous.document;
      const again = await transport(id, undefined);
      return again.status === 'fresh' ? keep(id, again) : null;
    }
    return keep(id, answer);
  }

  function keep(id: string, answer: Extract<OverrideAnswer, { status: 'fresh' }>): unknown {
    const document = answer.document ?? null;
    kept.set(id, { etag: answer.etag, document });
    return document;
  }

  function start(id: string): Promise<unknown> {
    const running = inFlight.get(id);
    if (running) return running;
    const request = ask(id).finally(() => inFlight.delete(id));
    inFlight.set(id, request);
    return request;
  }

  return {
    fetch(id) {
      if (unsupported) return Promise.resolve(null);
      const early = prefetched.get(id);
      prefetched.delete(id);
      prefetching.delete(id);
      // Asked for this opening a moment ago: that answer is this opening's one request.
      if (early && now() - early.at <= PREFETCH_HOLD_MS) return Promise.resolve(early.document);
      return start(id);
    },
    prefetch(id) {
      // Asked already: on its way, or answered and still held for the opening (a render that is
      // redone, or StrictMode's second one, prefetches again).
      const held = prefetched.get(id);
      if (unsupported || inFlight.has(id) || (held && now() - held.at <= PREFETCH_HOLD_MS)) return;
      const request = start(id);
      prefetching.set(id, request);
      // Kept for the opening unless one already shared the request (or the cache was cleared).
      const ours = (): boolean => prefetching.get(id) === request;
      request.then(
        (document) => {
          if (!ours()) return;
          prefetching.delete(id);
          prefetched.set(id, { document, at: now() });
        },
        () => {
          if (ours()) prefetching.delete(id);
        },
      );
    },
    clear() {
      kept.clear();
      inFlight.clear();
      prefetched.clear();
      prefetching.clear();
      unsupported = false;
    },
  };
}
