/**
 * The tenant's published overrides as the portal reads them (issue 11): one
 * conditional request per screen opening. The answer's ETag is kept with the
 * document; the next opening sends it back (If-None-Match) and a 304 reuses
 * the kept document, so an unchanged override costs a round trip and no
 * body, and a publish shows the next time the screen is opened. Two openings
 * at once (StrictMode, a dialog and its page) share one request.
 */

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
export function createOverrideCache(transport: OverrideTransport): OverrideCache {
  const kept = new Map<string, Kept>();
  const inFlight = new Map<string, Promise<unknown>>();
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

  return {
    fetch(id) {
      if (unsupported) return Promise.resolve(null);
      const running = inFlight.get(id);
      if (running) return running;
      const request = ask(id).finally(() => inFlight.delete(id));
      inFlight.set(id, request);
      return request;
    },
    clear() {
      kept.clear();
      inFlight.clear();
      unsupported = false;
    },
  };
}
