/**
 * A small, real PortalEnv and NodeHandleRegistry for core tests: plain
 * objects that record what they were asked to do.
 */
import { ApiCallError, type ApiEnvelope, type ApiRequest, type ConfirmOptions, type I18nProvider, type NotifyLevel, type PortalEnv } from '@core/env';
import type { NodeHandle, NodeHandleRegistry } from '@core/actions/types';

/** An i18n provider over a flat dictionary per language. */
export function createI18n(dictionaries: Record<string, Record<string, string>>, language = 'zh-cn'): I18nProvider & { language: string } {
  return {
    language,
    exists(key) {
      return Object.prototype.hasOwnProperty.call(dictionaries[this.language] ?? {}, key);
    },
    t(key) {
      return dictionaries[this.language]?.[key] ?? key;
    },
  };
}

export interface RecordingEnv extends PortalEnv {
  requests: ApiRequest[];
  navigations: { to: string; options?: { replace?: boolean } }[];
  windows: string[];
  notices: { level: NotifyLevel; message: string }[];
  confirms: ConfirmOptions[];
  logouts: number;
  /** Answers for the next confirms, in order (true when the list runs out). */
  confirmAnswers: boolean[];
}

/** `respond` decides each call: return an envelope, or throw to reject. */
export function createEnv(respond: (request: ApiRequest) => ApiEnvelope, i18n: I18nProvider = createI18n({})): RecordingEnv {
  const env: RecordingEnv = {
    requests: [],
    navigations: [],
    windows: [],
    notices: [],
    confirms: [],
    logouts: 0,
    confirmAnswers: [],
    i18n,
    api: {
      request<T>(request: ApiRequest): Promise<ApiEnvelope<T>> {
        env.requests.push(request);
        try {
          return Promise.resolve(respond(request) as ApiEnvelope<T>);
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    },
    navigate(to, options) {
      env.navigations.push(options ? { to, options } : { to });
    },
    openWindow(url) {
      env.windows.push(url);
    },
    notify(level, message) {
      env.notices.push({ level, message });
    },
    confirm(options) {
      env.confirms.push(options);
      return Promise.resolve(env.confirmAnswers.shift() ?? true);
    },
    logout() {
      env.logouts += 1;
      return Promise.resolve();
    },
    hasPermission: () => true,
  };
  return env;
}

/** A call failing the way the api client fails. */
export function apiFailure(code: string, message: string): ApiCallError {
  return new ApiCallError(message, { code, status: 200, envelope: { code, message, data: null } });
}

export function createNodes(): NodeHandleRegistry & { handles: Map<string, NodeHandle> } {
  const handles = new Map<string, NodeHandle>();
  return {
    handles,
    register(id, handle) {
      handles.set(id, handle);
      return () => handles.delete(id);
    },
    get: (id) => handles.get(id),
  };
}
