/**
 * Early reads (a page's first paint): the reads every page load
 * starts with are sent by src/earlyStart.ts, the page's first and smallest
 * script, while the portal's code is still loading and being evaluated (~1.5 s
 * at 4x CPU, measured with `node bench/run/bench.mjs web-vitals`); the api
 * client (earlyAdapter.ts) takes each answer for the first call that asks the
 * same thing, instead of sending that call only then.
 *
 * An answer stands in for one call only, for a short time after it was sent,
 * and never after a write (earlyAdapter.ts drops them all at the first one): a
 * read answered before a sign-in must not stand for one sent after it. The
 * shell drops what is left once its first preload is done (PreloadGate.tsx).
 * A leaf module: the early start loads it without the api client.
 */

/** A read to send early: what the api client would send (method, URL, query parameters, JSON body). */
export interface EarlyRequest {
  method: string;
  url: string;
  params?: Readonly<Record<string, unknown>> | undefined;
  data?: unknown;
  /** The call's own time limit (ApiRequest.timeoutMs), counted from when the early read was sent. */
  timeoutMs?: number | undefined;
}

/** An answer as it came: the api client reads it as it would read its own. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/** How long after it was sent an answer may stand in for a call: the first screen's calls come within seconds. */
export const EARLY_READ_TTL_MS = 20_000;
/** The api client's own limit (createApiClient.ts): an early read that takes longer fails, and the call goes out itself. */
const EARLY_READ_TIMEOUT_MS = 60_000;
/** What axios asks for; the same answer either way, but the same request. */
const ACCEPT = 'application/json, text/plain, */*';

const pending = new Map<string, { answer: Promise<EarlyAnswer>; until: number }>();

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** `url` with `params` as a query; undefined when a parameter is not a plain value (axios would write it its own way). */
export function urlWithParams(url: string, params: EarlyRequest['params']): string | undefined {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (!isScalar(value)) return undefined;
    query.append(name, String(value));
  }
  const text = query.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/**
 * What makes two calls the same: method, origin and path, the query's pairs in any order and whatever their
 * escaping (axios and URLSearchParams escape differently), and the body.
 */
export function requestKey(method: string, url: string, body: string | undefined, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  const parsed = new URL(url, base);
  const pairs = [...parsed.searchParams].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${method.toUpperCase()} ${parsed.origin}${parsed.pathname}?${new URLSearchParams(pairs).toString()} ${body ?? ''}`;
}

/** Sends `requests` now (each once), for the api client to take (takeEarlyRead). */
export function startEarlyReads(requests: readonly EarlyRequest[], now: number = Date.now()): void {
  for (const request of requests) {
    const url = urlWithParams(request.url, request.params);
    if (url === undefined) continue;
    const method = request.method.toUpperCase();
    const body = method === 'GET' || request.data === undefined ? undefined : JSON.stringify(request.data);
    const key = requestKey(method, url, body);
    if (pending.has(key)) continue;
    const answer = fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: ACCEPT } : { accept: ACCEPT, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(request.timeoutMs ?? EARLY_READ_TIMEOUT_MS),
    }).then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    }));
    // Taken or not, a failed early read is no unhandled rejection: the call it stood for goes out itself.
    answer.catch(() => undefined);
    pending.set(key, { answer, until: now + EARLY_READ_TTL_MS });
  }
}

/** The early answer to this call, once (the next same call goes out itself); undefined when there is none or it is too old. */
export function takeEarlyRead(method: string, url: string, body: string | undefined, now: number = Date.now()): Promise<EarlyAnswer> | undefined {
  const key = requestKey(method, url, body);
  const entry = pending.get(key);
  if (!entry) return undefined;
  pending.delete(key);
  return entry.until >= now ? entry.answer : undefined;
}

/** Drops every early read not taken yet: after a write, or once the first preload is done. */
export function dropEarlyReads(): void {
  pending.clear();
}

/** How many early reads wait to be taken (tests). */
export function earlyReadsWaiting(): number {
  return pending.size;
}
