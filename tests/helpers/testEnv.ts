/**
 * A small PortalEnv for component tests: real i18next, an ApiProvider backed
 * by a handler function (an in-memory server, not a mocked axios), and
 * records of what the screen asked the shell to do.
 */
import { ApiCallError, type ApiEnvelope, type ApiRequest, type ConfirmOptions, type NotifyLevel, type PortalEnv } from '@core/env';
import { fillUrlTemplate } from '@core/calls/urlTemplate';
import { createI18n, i18nProviderOf } from '../../src/i18n/createI18n';

export type ApiHandler = (request: ApiRequest) => ApiEnvelope | Promise<ApiEnvelope>;

export interface TestEnv extends PortalEnv {
  requests: ApiRequest[];
  notices: { level: NotifyLevel; message: string }[];
  navigations: string[];
  windows: string[];
  logouts: number;
  /** What `confirm` answers (default true). */
  confirmAnswer: boolean;
  /** Answers used first, one per confirm, before `confirmAnswer`. */
  confirmAnswers: boolean[];
  /** What each confirm asked. */
  confirms: ConfirmOptions[];
}

export interface TestEnvOptions {
  api?: ApiHandler;
  language?: string;
  permissions?: readonly string[];
  /**
   * The URLs of permission codes, as the user's permission sets give them (src/menu/permissionUrl.ts). With it,
   * a call named by code reaches the handler with its URL filled in, and a code without one is refused, as the
   * portal's api client does; without it the handler sees the code and an empty URL.
   */
  permissionUrls?: Readonly<Record<string, string>>;
}

export function createTestEnv(options: TestEnvOptions = {}): TestEnv {
  const i18n = i18nProviderOf(createI18n(options.language ?? 'en'));
  const permissions = options.permissions ? new Set(options.permissions) : undefined;
  const urls = options.permissionUrls;
  const resolveUrl = (request: Pick<ApiRequest, 'url' | 'permission'>): string | undefined =>
    request.url !== '' || request.permission === undefined ? request.url : urls && Object.hasOwn(urls, request.permission) ? urls[request.permission] : undefined;
  const env: TestEnv = {
    requests: [],
    notices: [],
    navigations: [],
    windows: [],
    logouts: 0,
    confirmAnswer: true,
    confirmAnswers: [],
    confirms: [],
    i18n,
    api: {
      request: async <T,>(asked: ApiRequest): Promise<ApiEnvelope<T>> => {
        let request = asked;
        if (urls && asked.url === '' && asked.permission !== undefined) {
          const url = resolveUrl(asked);
          if (url === undefined) {
            const message = `No URL for permission ${asked.permission}`;
            if (!asked.silent) env.notices.push({ level: 'error', message });
            throw new ApiCallError(message, { code: 'PERMISSION_URL_MISSING' });
          }
          // A key's URL template is filled from the call's params, as the api client does (core/calls/urlTemplate.ts).
          const filled = fillUrlTemplate(url, asked.params);
          if ('missing' in filled) {
            const message = `No value for ${filled.missing} in the URL of permission ${asked.permission}`;
            if (!asked.silent) env.notices.push({ level: 'error', message });
            throw new ApiCallError(message, { code: 'PERMISSION_URL_PARAM_MISSING' });
          }
          request = { ...asked, url: filled.url };
          if (filled.params === undefined) delete request.params;
          else request.params = filled.params;
        }
        env.requests.push(request);
        if (!options.api) throw new ApiCallError(`No handler for ${request.method} ${request.url}`);
        const envelope = await options.api(request);
        if (String(envelope.code) !== '200') {
          if (!request.silent) env.notices.push({ level: 'error', message: envelope.message ?? 'error' });
          throw new ApiCallError(envelope.message ?? 'error', { code: envelope.code, envelope });
        }
        if (request.successMsg) env.notices.push({ level: 'success', message: request.successMsg });
        return envelope as ApiEnvelope<T>;
      },
      ...(urls ? { resolveUrl } : {}),
    },
    navigate: (to) => {
      env.navigations.push(to);
    },
    openWindow: (url) => {
      env.windows.push(url);
    },
    notify: (level, message) => {
      env.notices.push({ level, message });
    },
    confirm: (asked) => {
      env.confirms.push(asked);
      return Promise.resolve(env.confirmAnswers.shift() ?? env.confirmAnswer);
    },
    logout: () => {
      env.logouts += 1;
      return Promise.resolve();
    },
    hasPermission: (key) => (permissions ? permissions.has(key) : true),
  };
  return env;
}

/** The success envelope. */
export const ok = <T,>(data: T): ApiEnvelope<T> => ({ code: '200', message: 'success', data });
