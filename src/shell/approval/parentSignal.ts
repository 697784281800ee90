/**
 * Messages to the parent frame (spec workflow 2.2: in iframe mode the page
 * signals the parent when it leaves; 3: a cross-frame message has type,
 * status request / response / pass, and params). The target origin comes from
 * configuration, never '*': a page that does not know its parent's origin
 * does not post. The embedding module (src/shell/embedding/) owns the full
 * protocol and sets the origin with {@link setParentOrigin}.
 */

/** A cross-frame message (spec workflow 3). */
export interface ParentMessage {
  type: string;
  status: 'request' | 'response' | 'pass';
  params?: unknown;
}

let configuredOrigin: string | undefined = import.meta.env['VITE_PARENT_ORIGIN'] as string | undefined;

/** Sets the parent frame's origin (from the system parameters or the embedding host); undefined forgets it. */
export function setParentOrigin(origin: string | undefined): void {
  configuredOrigin = origin;
}

/** The configured parent origin when it is a real origin (`https://host[:port]`), else undefined. */
export function parentOrigin(): string | undefined {
  if (!configuredOrigin) return undefined;
  try {
    const url = new URL(configuredOrigin);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** True when this page runs inside another frame. */
export function isFramed(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/**
 * Posts `message` to the parent frame at the configured origin. Returns false
 * (and posts nothing) when not framed or when no origin is configured.
 */
export function postToParent(message: { type: string; status: 'request' | 'response' | 'pass'; params?: unknown }): boolean {
  const origin = parentOrigin();
  if (!isFramed() || origin === undefined) return false;
  window.parent.postMessage(message, origin);
  return true;
}
