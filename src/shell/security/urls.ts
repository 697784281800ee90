/**
 * URL checks (ARCHITECTURE rules): redirect parameters (`redirect`,
 * `jumpUrl`, `redirectUrl`, `forward-url`) go only to the portal's own origin
 * or an allow-listed one; windows open only http(s) or in-app addresses.
 */

/** Parses `value` against `base`; undefined for anything that is not http(s). */
function parseHttpUrl(value: string, base: string): URL | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `target` may be followed as a redirect from `currentOrigin`:
 * same origin, or an origin in `allowedOrigins` (exact `scheme://host[:port]`).
 * Protocol-relative tricks (`//evil`, `/\evil`) resolve to their real origin first.
 */
export function isAllowedRedirect(target: string, currentOrigin: string, allowedOrigins: readonly string[] = []): boolean {
  const url = parseHttpUrl(target.trim(), currentOrigin);
  if (!url) return false;
  if (url.origin === currentOrigin) return true;
  return allowedOrigins.some((origin) => origin.replace(/\/+$/, '') === url.origin);
}

/**
 * The in-app path to go to for a redirect parameter, or `fallback` when it
 * is missing or not allowed. Same-origin targets come back as path+query+hash.
 */
export function safeRedirect(target: string | null | undefined, currentOrigin: string, allowedOrigins: readonly string[], fallback: string): string {
  if (!target || !isAllowedRedirect(target, currentOrigin, allowedOrigins)) return fallback;
  const url = new URL(target.trim(), currentOrigin);
  return url.origin === currentOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** True for addresses a window may open: http(s), or a path of this portal. Never `javascript:`/`data:`. */
export function isOpenableUrl(target: string, currentOrigin: string): boolean {
  return parseHttpUrl(target.trim(), currentOrigin) !== undefined;
}
