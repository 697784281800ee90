/**
 * The reads a page load starts with, defined once: the startup preload
 * (preload.ts, spec workflow-enterprise-embedding 4.1) and session-info
 * (sessionLifecycle.ts) send them through the api client; the early start
 * (src/earlyStart.ts) sends the same ones before the portal's code has loaded.
 * A leaf module: the early start must not pull the portal's code in.
 */
import type { ApiRequest } from '../../core/env';

/**
 * How long a page load waits for session-info: the page shows only a spinner until it answers, so a server
 * that hangs gets the error page (with a retry) after this, not after the client's 60 s limit (twice over when
 * the early read timed out and the call went out again).
 */
export const SESSION_INFO_TIMEOUT_MS = 15_000;

/** session-info (spec portal-shell 4): validates the session; `update` asks the server to refresh it (a write). */
export const sessionInfoRead = (update = false): ApiRequest => ({
  method: 'post',
  url: '/eps/auth/cas/session-info',
  data: update ? { isUpdate: 1 } : {},
  silent: true,
  sse: true,
  timeoutMs: SESSION_INFO_TIMEOUT_MS,
});

/** The platform's messages of a language. */
export const languagesRead = (language: string): ApiRequest => ({
  method: 'get',
  url: `/eps/config/i18n-from-config/cache/${encodeURIComponent(language)}`,
  silent: true,
});

/** The tenant's overrides of a language's messages. */
export const tenantLanguagesRead = (tenantId: number, language: string): ApiRequest => ({
  method: 'get',
  url: `/eps/config/i18n-from-config/${tenantId}/cache/${encodeURIComponent(language)}`,
  silent: true,
});

/** System parameters. */
export const paramsRead = (): ApiRequest => ({ method: 'get', url: '/eps/config/params/list', silent: true });

/** Dictionaries in a language. */
export const dictsRead = (language: string): ApiRequest => ({ method: 'get', url: '/eps/config/dict/list', params: { lang: language }, silent: true });

/** The permission sets: the apps, and the flat node list. */
export const permissionAppsRead = (): ApiRequest => ({ method: 'get', url: '/eps/auth/permission/listPermissionApp', silent: true });
export const permissionNodesRead = (): ApiRequest => ({ method: 'get', url: '/eps/auth/permission/listPermissionNotree', silent: true });

/** What the preload reads for a page: the session's parts only with a session, and not in the workflow editions. */
export interface PreloadScope {
  language: string;
  /** The signed-in user's tenant; undefined when signed out. */
  session?: { tenantId: number } | undefined;
  /** bpm, fw and jcy skip the permission sets and tenant languages. */
  embedded?: boolean;
}

/** The session the preload reads for: none when signed out or embedded. */
export function preloadSessionOf(scope: PreloadScope): { tenantId: number } | undefined {
  return scope.session && !scope.embedded ? scope.session : undefined;
}

/** Every read of the preload, in the spec's order (the early start sends these). */
export function preloadReads(scope: PreloadScope): ApiRequest[] {
  const session = preloadSessionOf(scope);
  return [
    languagesRead(scope.language),
    paramsRead(),
    dictsRead(scope.language),
    ...(session ? [permissionAppsRead(), permissionNodesRead()] : []),
    ...(session && session.tenantId > 0 ? [tenantLanguagesRead(session.tenantId, scope.language)] : []),
  ];
}
