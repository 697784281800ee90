/**
 * Cross-site request protection. The session cookie is SameSite=Lax, which a
 * top-level navigation from another site still carries: a link elsewhere could
 * run a state-changing GET, and a form could POST. So every state-changing call
 * under /eps (any method but GET, HEAD, OPTIONS, plus the GETs whose method the
 * spec fixes, STATE_CHANGING_GETS) is refused with the 403 envelope when
 * - `Sec-Fetch-Site` is `cross-site`, or `same-site` from an origin not allowed, or
 * - an `Origin` header is present and is neither this server's own origin (its
 *   Host) nor one of ALLOWED_ORIGINS (config.allowedOrigins).
 * A call with neither header (curl, server-to-server) passes: browsers send at
 * least one of them on every cross-site request that could carry the cookie.
 * HEAD is judged as the GET it runs: Fastify answers HEAD with the GET route's
 * handler, so a HEAD to a state-changing GET changes state just the same.
 * Defence in depth: a state-changing call whose `Sec-Fetch-Dest` is present and
 * is not `empty` (an <img>, <iframe> or <script> load, a top-level navigation)
 * is refused too, whatever its site: the portal makes every such call through
 * its api client (fetch/XHR), whose destination is `empty`.
 * Form and text bodies are refused by the body parsers (bodyParsers.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { crossSiteRefused } from './errors';

/**
 * GET routes that change state (spec portal-shell 7 fixes their method): exit
 * enterprise, tenant switch, message read, app notice read, app launch record,
 * ukey sign-in, the message poll (marks pushes delivered) and the one-time
 * ticket issuers.
 */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set([
  '/eps/usercenter/uc/user/deleteTenant',
  '/eps/auth/cas/tenant/switch',
  '/eps/eps-api/msg/data/info/read',
  '/eps/eps-api/msg/readMsg',
  '/eps/usercenter/appMsg/setAppMsgRed/:id',
  '/eps/auth/cas/jump/app',
  '/eps/auth/cas/free-login',
  '/eps/sse/polling/getMessage',
  '/eps/auth/cas/check/sso-app',
  '/eps/auth/cas/ddmGetToken',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the request changes state and so must come from this site. */
export function isStateChanging(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/eps')) return false;
  if (!SAFE_METHODS.has(request.method)) return true;
  // HEAD runs the GET route's handler (Fastify's exposed HEAD routes share its url and config).
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return STATE_CHANGING_GETS.has(request.routeOptions.url ?? '') || request.routeOptions.config?.changesState === true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own say: a GET whose method the spec fixes and that changes
     * state (the sign-engine actions: approve, reject, ...) declares
     * `config: { changesState: true }` where it is defined, so the list above
     * need not know every area's paths.
     */
    changesState?: boolean;
  }
}

/** True when `origin` is the server's own (same host as the request) or allow-listed. */
function originAllowed(origin: string, host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  if (!URL.canParse(origin)) return false; // includes the opaque origin "null"
  const url = new URL(origin);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || host === undefined) return false;
  // The Host header as a URL of the Origin's scheme, so `host:80` and `host` compare equal.
  const own = URL.canParse(`${url.protocol}//${host}`) ? new URL(`${url.protocol}//${host}`).host : undefined;
  return url.host === own;
}

/** Why a request is cross-site, or undefined when it may pass. */
export function crossSiteReason(request: FastifyRequest, allowed: readonly string[]): string | undefined {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const dest = request.headers['sec-fetch-dest'];
  // Only fetch/XHR may change state; a load or navigation names another destination.
  if (dest !== undefined && dest !== 'empty') return `sec-fetch-dest ${dest}`;
  const originOk = origin === undefined || originAllowed(origin, request.headers.host, allowed);
  if (site === 'cross-site' || site === 'same-site') {
    // Only an explicitly allowed origin may call from another site.
    if (origin === undefined || !allowed.includes(origin)) return `sec-fetch-site ${site}`;
  }
  if (!originOk) return `origin ${origin ?? ''}`;
  return undefined;
}

/** Registered once on the root instance (app.ts); `allowedOrigins` from config. */
export const crossSiteGuard: FastifyPluginAsync<{ allowedOrigins: readonly string[] }> = async (app, { allowedOrigins }) => {
  app.addHook('onRequest', async (request) => {
    if (!isStateChanging(request)) return;
    const reason = crossSiteReason(request, allowedOrigins);
    if (reason === undefined) return;
    request.log.warn({ reason, url: request.url }, 'cross-site state change refused');
    throw crossSiteRefused();
  });
};
// Not encapsulated (what fastify-plugin does): the hook must see every route.
Object.assign(crossSiteGuard, { [Symbol.for('skip-override')]: true });
