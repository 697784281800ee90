/**
 * The PortalEnv the bench's "ours" pages run with: real i18n, no server (a
 * page that needs data gives an api handler), no-op shell effects.
 * In the default language, whose texts are in the start-up code, as a
 * visitor's first page has them: English loaded beside them put a second
 * language's texts in the page the portal never loads together.
 */
import { ApiCallError, type ApiEnvelope, type ApiRequest, type PortalEnv } from '@core/env';
import { createI18n, i18nProviderOf } from '../src/i18n/createI18n';
import { DEFAULT_LANGUAGE } from '../src/i18n/resources';

export type BenchApiHandler = (request: ApiRequest) => ApiEnvelope;

/**
 * `permissionUrls`: the URL each permission code a page's calls name stands for, as the portal's
 * api client resolves them from the session (the handler then gets the call with its code).
 */
export function createBenchEnv(api?: BenchApiHandler, permissionUrls: Readonly<Record<string, string>> = {}): PortalEnv {
  return {
    i18n: i18nProviderOf(createI18n(DEFAULT_LANGUAGE)),
    api: {
      resolveUrl: ({ url, permission }) => url || (permission !== undefined && Object.hasOwn(permissionUrls, permission) ? permissionUrls[permission] : undefined),
      request: <T,>(request: ApiRequest): Promise<ApiEnvelope<T>> =>
        api ? Promise.resolve(api(request) as ApiEnvelope<T>) : Promise.reject(new ApiCallError(`bench: no api for ${request.url}`)),
    },
    navigate: () => undefined,
    openWindow: () => undefined,
    notify: () => undefined,
    confirm: () => Promise.resolve(true),
    logout: () => Promise.resolve(),
    hasPermission: () => true,
  };
}
