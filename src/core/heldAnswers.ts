/**
 * Render-as-you-fetch: answers to GET calls a screen's nodes are
 * about to make, started when the screen's document is known (with its
 * renderers' code) instead of in an effect after the node's first render.
 * A table whose answer is here when it mounts renders once, with its rows,
 * instead of a loading render and then a second one; one whose answer is
 * still on its way waits for that call instead of making its own, which
 * takes one round trip off the first visit of a data screen.
 *
 * One store per api provider, keyed by {@link requestKey}. A held answer is
 * handed to the first node that mounts with the same request and then
 * dropped, or dropped HOLD_MS after it arrived: data shown is never older
 * than that, and a reload always calls. Calls are started `silent`: a failed
 * one is dropped and the node makes its own call, which tells the user.
 */
import { requestKey } from './dataSource';
import type { ApiEnvelope, ApiProvider, ApiRequest } from './env';

/** How long an answer nobody took is kept. */
export const HOLD_MS = 5_000;

interface Held {
  readonly call: Promise<ApiEnvelope>;
  /** Set when the answer has arrived. */
  answer?: ApiEnvelope;
  /** Date.now() after which the entry is stale (unset while the call is on its way). */
  expires?: number;
}

const stores = new WeakMap<ApiProvider, Map<string, Held>>();

function storeOf(api: ApiProvider): Map<string, Held> {
  let store = stores.get(api);
  if (!store) {
    store = new Map();
    stores.set(api, store);
  }
  return store;
}

/** The live entry for `key`; a stale one is dropped on the way. */
function liveEntry(api: ApiProvider, key: string): Held | undefined {
  const store = stores.get(api);
  const held = store?.get(key);
  if (held?.expires !== undefined && held.expires < Date.now()) {
    store?.delete(key);
    return undefined;
  }
  return held;
}

/** Whether a request may be started before the node that makes it is on screen: reads only. */
export function mayHold(request: ApiRequest): boolean {
  // A call that tells the user it succeeded must be the node's own, made when the node is there.
  return (request.method ?? 'get').toLowerCase() === 'get' && (request.url !== '' || request.permission !== undefined) && request.sse !== true && request.successMsg === undefined;
}

/** Starts `request` ahead of the node that will make it (once per key while held); writes are never started. */
export function holdAnswer(api: ApiProvider, request: ApiRequest): void {
  if (!mayHold(request)) return;
  const key = requestKey(request);
  if (liveEntry(api, key)) return;
  const store = storeOf(api);
  // Answers nobody took (a node that did not mount after all) go here, not one by one on their next ask.
  const now = Date.now();
  for (const [heldKey, entry] of store) if (entry.expires !== undefined && entry.expires < now) store.delete(heldKey);
  const call = api.request({ ...request, silent: true });
  const held: Held = { call };
  store.set(key, held);
  call.then(
    (answer) => {
      held.answer = answer;
      held.expires = Date.now() + HOLD_MS;
    },
    // A failed call is forgotten: the node calls again and its call tells the user.
    () => {
      if (store.get(key) === held) store.delete(key);
    },
  );
}

/** The answer held for `key` when it has already arrived (for a first render with data); the entry stays. */
export function arrivedAnswer(api: ApiProvider, key: string): ApiEnvelope | undefined {
  return liveEntry(api, key)?.answer;
}

/** Takes the entry for `key` (no other node gets it): its call, arrived or on its way; undefined when none. */
export function takeHeldCall(api: ApiProvider, key: string): Promise<ApiEnvelope> | undefined {
  const held = liveEntry(api, key);
  if (!held) return undefined;
  stores.get(api)?.delete(key);
  return held.call;
}

/**
 * The call a node makes for `request`: with `useHeld`, the held one when there
 * is one (taken; if it failed, a call of the node's own, which tells the
 * user), else a new call. A reload passes `useHeld: false`: it always calls.
 */
export function callOrTakeHeld(api: ApiProvider, request: ApiRequest, useHeld: boolean): Promise<ApiEnvelope> {
  const held = useHeld ? takeHeldCall(api, requestKey(request)) : undefined;
  return held ? held.catch(() => api.request(request)) : api.request(request);
}
