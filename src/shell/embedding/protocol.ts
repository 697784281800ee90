/**
 * The cross-frame message protocol between the portal and its sub-apps (spec
 * workflow-enterprise-embedding 3 and 2.2): every message is
 * `{ type, status: request | response | pass, params }`, in both directions.
 * A `request` expects a `response` of the same type; a `pass` is one-way.
 * Messages are only acted on when they come from an origin configured for the
 * app (seeded apps); anything else is ignored and logged, never acted on.
 */

export type EmbedStatus = 'request' | 'response' | 'pass';

export interface EmbedMessage {
  type: string;
  status: EmbedStatus;
  params?: unknown;
}

const STATUSES: ReadonlySet<string> = new Set(['request', 'response', 'pass']);

/** True for a well-formed protocol message (anything else on the channel is not ours). */
export function isEmbedMessage(data: unknown): data is EmbedMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, status } = data as Record<string, unknown>;
  return typeof type === 'string' && type.length > 0 && type.length <= 100 && typeof status === 'string' && STATUSES.has(status);
}

/** The answer to `request`, carrying `params`. */
export function responseTo(request: EmbedMessage, params?: unknown): EmbedMessage {
  return params === undefined ? { type: request.type, status: 'response' } : { type: request.type, status: 'response', params };
}

/** What a listener does with a message: a request's answer (params), or nothing. */
export type EmbedHandler = (message: EmbedMessage) => unknown;

export interface FrameListenerOptions {
  /** The origins the app is configured with (exact `scheme://host[:port]`). */
  allowedOrigins: () => readonly string[];
  /** Only messages whose source is this window (the sub-app's frame) are considered. */
  source?: () => MessageEventSource | null;
  /** Handles requests (its return value is sent back as the response) and passes. */
  onMessage: EmbedHandler;
  /** Where ignored messages are reported; console.warn by default. */
  log?: (text: string) => void;
}

/** Origin comparison without trailing slashes, as configured origins are typed by people. */
function sameOrigin(a: string, b: string): boolean {
  return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
}

/**
 * Listens on `target` (the portal window) for messages from sub-app frames.
 * A request's answer is posted back to the sender's origin only. Returns the
 * function that stops listening.
 */
export function listenToFrames(options: FrameListenerOptions, target: Window = window): () => void {
  const log = options.log ?? ((text: string) => console.warn(text));
  const listener = (event: MessageEvent): void => {
    if (!isEmbedMessage(event.data)) return;
    if (!options.allowedOrigins().some((origin) => sameOrigin(origin, event.origin))) {
      log(`[embedding] ignored "${event.data.type}" from origin ${event.origin || '(none)'}`);
      return;
    }
    const expected = options.source?.();
    const opaque = event.origin === OPAQUE_ORIGIN;
    // Any sandboxed document anywhere has origin "null": only the app's own frame may use it.
    if (opaque && (!expected || event.source !== expected)) {
      log(`[embedding] ignored "${event.data.type}" from origin null (not the app's frame)`);
      return;
    }
    if (expected !== undefined && expected !== null && event.source !== expected) return;
    const message = event.data;
    const answer = options.onMessage(message);
    if (message.status === 'request' && event.source && 'postMessage' in event.source) {
      (event.source as Window).postMessage(responseTo(message, answer), targetOriginOf(event.origin));
    }
  };
  target.addEventListener('message', listener);
  return () => target.removeEventListener('message', listener);
}

/** The origin of a sandboxed frame without allow-same-origin (an opaque origin). */
export const OPAQUE_ORIGIN = 'null';

/**
 * The targetOrigin for a frame of `origin`: the origin itself; for an opaque frame, whose origin
 * cannot be named, `*`, only ever used with that frame's own window (the caller holds it).
 */
function targetOriginOf(origin: string): string {
  return origin === OPAQUE_ORIGIN ? '*' : origin;
}

/** Sends `message` into a sub-app frame, to its configured origin only (`*` only for its own opaque frame). */
export function postToFrame(frame: Window | null | undefined, origin: string, message: EmbedMessage): void {
  frame?.postMessage(message, targetOriginOf(origin));
}

/**
 * The origin of the page allowed to frame this one, for a deployment whose portal is framed by
 * another host (the server's frame-ancestors must allow it too).
 */
const configuredParentOrigin: string | undefined = import.meta.env['VITE_PARENT_ORIGIN'] as string | undefined;

/**
 * The origin messages to the parent go to: the configured one when it is a real origin, else our
 * own, because the server sends `frame-ancestors 'self'` (only the portal frames its pages). Never
 * the referrer (whoever frames us could name themselves) and never '*'.
 */
export function parentOrigin(): string {
  if (configuredParentOrigin) {
    try {
      const origin = new URL(configuredParentOrigin).origin;
      if (origin !== 'null') return origin;
    } catch {
      // A malformed configuration: fall back to our own origin.
    }
  }
  return window.location.origin;
}

/** True when this page runs inside another frame. */
export function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/**
 * Sends `message` to the frame around this page (spec 2.2 and 3: the approval layout
 * signals its parent when it leaves and forwards button events). Returns false, and
 * sends nothing, when the page is not framed.
 */
export function postToParent(message: { type: string; status: 'request' | 'response' | 'pass'; params?: unknown }): boolean {
  if (!isFramed()) return false;
  window.parent.postMessage(message, parentOrigin());
  return true;
}
