/**
 * Security headers on every answer (the portal's pages and the API) with
 * @fastify/helmet: a Content-Security-Policy (no inline script, no eval, no foreign
 * script, style or connection but GeeTest's where it is configured, no image but the portal's own and
 * the operator's image hosts), `frame-ancestors 'self'` (the portal frames its own pages,
 * nobody else may frame it), nosniff, Referrer-Policy
 * strict-origin-when-cross-origin. HSTS and `upgrade-insecure-requests` only
 * behind HTTPS (COOKIE_SECURE=1, config.cookieSecure): on plain http they
 * would break a local `npm start`.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * GeeTest's hosts, allowed only where GeeTest is configured. v4 (src/shell/login/geetest4.ts):
 * script and styles from static, challenge calls (JSONP scripts) to gcaptcha4. v3
 * (src/shell/login/geetest3.ts): gt.js, the widget script, styles and pictures from static, its
 * gettype/get/ajax calls (JSONP scripts) to api, and gt.js reports its load failures to monitor
 * (a script too). The fallback static host gt.js tries after static stays blocked: it fails closed.
 */
export const GEETEST_HOSTS = ['https://static.geetest.com', 'https://gcaptcha4.geetest.com', 'https://api.geetest.com', 'https://monitor.geetest.com'];

/** What the CSP allows beyond the portal itself (server/config.ts). */
export interface CspOptions {
  /** EMBED_ORIGINS: the configured origins of sub-apps on other hosts. */
  embedOrigins?: readonly string[];
  /** GEETEST_KEY is set: GEETEST_HOSTS. */
  geetest?: boolean;
  /** CSP_IMG_HOSTS: the https origins images may come from besides the portal itself. */
  imgHosts?: readonly string[];
}

/** The CSP directives; `secure` adds upgrade-insecure-requests. */
export function cspDirectives(secure: boolean, { embedOrigins = [], geetest = false, imgHosts = [] }: CspOptions = {}): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite emits module scripts only, no inline script, and the portal's own code generates none:
    // forms validate with an interpreter (src/core/validation/evalFreeValidator.ts) and the
    // meta-schema validator is compiled at build time (build/documentValidatorCode.ts).
    // Micro-apps need no eval either: in its iframe sandbox the engine runs a sub-app's module
    // scripts as `<script type="module" src>` (from 'self' or an EMBED_ORIGINS origin, which
    // frame-src and connect-src name too), and the host starts it without its one
    // `Function('return window')` (src/shell/embedding/microAppEngine.ts).
    'script-src': ["'self'", ...embedOrigins],
    // antd's CSS-in-JS writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Not any https host: a screen may build an image URL from a template (`${user.phone}`), and
    // whatever host it names would receive the viewer's data. The portal's own files, data: (app
    // icons, inline pictures), blob: (local previews), and the hosts the operator lists.
    'img-src': ["'self'", 'data:', 'blob:', ...imgHosts],
    'font-src': ["'self'", 'data:'],
    // A micro-app's entry and assets are fetched by the engine: only from the configured sub-app origins.
    'connect-src': ["'self'", ...embedOrigins],
    'worker-src': ["'self'", 'blob:'],
    // Iframe apps: the portal's own (the demo sub-apps) and the configured sub-app origins only,
    // not any https host; blob: for generated documents.
    'frame-src': ["'self'", 'blob:', ...embedOrigins],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (geetest) for (const name of ['script-src', 'style-src', 'connect-src']) directives[name] = [...(directives[name] ?? []), ...GEETEST_HOSTS];
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Registers helmet on the root instance (all routes). */
export async function installSecurityHeaders(app: FastifyInstance, secure: boolean, options: CspOptions = {}): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(secure, options) },
    // X-Frame-Options for browsers without frame-ancestors; same meaning.
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // App launches open other origins in new windows and hand over to them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Public files and images may be shown by an embedding portal of another origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
