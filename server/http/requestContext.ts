/**
 * Per-request state: the session (request.auth) and the language server texts
 * are written in (request.lang: session, then EPSLANG cookie, then
 * Accept-Language, then zh-cn).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthState } from '../auth/session';
import { resolveSession, tokenOf } from '../auth/session';
import type { AppContext } from '../context';
import type { Lang } from './messages';
import { DEFAULT_LANG, langFromAcceptLanguage, normalizeLang } from './messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the request-context hook on every /eps request. */
    auth: AuthState;
    /** Language of server texts for this request. */
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** The route reads the session user's record: the session hook reads it in the same round trip (auth/session.ts). */
    userRecord?: boolean;
  }
}

/** Cookie holding the language chosen before sign-in (POST /eps/auth/i18n/locale/). */
export const LANG_COOKIE = 'EPSLANG';

/** The language for a request without a session. */
export function anonymousLang(request: FastifyRequest): Lang {
  return (
    normalizeLang(request.cookies[LANG_COOKIE]) ??
    langFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANG
  );
}

/** Installs the hook that resolves the session and language of each /eps request. */
export function installRequestContext(app: FastifyInstance, ctx: AppContext): void {
  // Fastify forbids object defaults on decorators (shared between requests); the hook sets a fresh one.
  app.decorateRequest('auth', null as never);
  app.decorateRequest('lang', DEFAULT_LANG);
  app.addHook('onRequest', async (request) => {
    request.lang = anonymousLang(request);
    request.auth = { kind: 'none' };
    if (!request.url.startsWith('/eps')) return;
    // The session's tenant is re-checked on every request too (left tenants lose access at once).
    request.auth = await resolveSession(ctx.db, ctx.config, ctx.now(), tokenOf(request), request.routeOptions.config.userRecord === true);
    if (request.auth.kind === 'active') request.lang = request.auth.session.lang;
  });
}
