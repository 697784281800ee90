/**
 * The api client: one axios instance with the global call rules of spec
 * portal-shell 7-8 and workflow-enterprise-embedding 7-8, adapted to the
 * core's {@link ApiProvider} (STYLE 5).
 */
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { ApiCallError, type ApiEnvelope, type ApiRequest } from '../core/env';
import { fillUrlTemplate } from '../core/calls/urlTemplate';
import type { ApiClient, ApiClientOptions } from './types';
import { earlyAwareAdapter } from './earlyAdapter';
import { checkEnvelope } from './rules/envelope';
import type { TextContext } from './rules/errorMessage';
import { resolveText } from './rules/errorMessage';
import type { CallFailure } from './rules/failure';
import { toFormData } from './rules/formData';
import { classifyTransportProblem, type TransportProblem } from './rules/httpFailure';
import { mergeParams } from './rules/mergeParams';
import { rewriteEpsPrefix } from './rules/platformRewrite';
import { createRecordVersions, RECORD_VERSIONS_HEADER, type RecordVersions } from './rules/recordVersions';
import { trimStrings } from './rules/trimStrings';

/** The code of the error a permission-named call rejects with when the user's permission sets have no URL for it. */
export const PERMISSION_URL_MISSING = 'PERMISSION_URL_MISSING';
/** The code of the error a permission-named call rejects with when its URL template has a placeholder its params do not fill. */
export const PERMISSION_URL_PARAM_MISSING = 'PERMISSION_URL_PARAM_MISSING';

/** spec portal-shell 8 and 9: success toasts stay 1500 ms. */
export const SUCCESS_TOAST_MS = 1500;

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Creates the client the shell hands to the core.
 * @example
 * const api = createApiClient({ platform: () => 'ep', routeQuery: () => ({}), notifier, t, onLogout });
 * const { data } = await api.request<{ items: unknown[] }>({ method: 'get', url: '/eps/config/uc/news/page' });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    withCredentials: true,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Every status comes back as a response; the rules below decide what it means.
    validateStatus: () => true,
  });
  // The first calls of a page load may take the answers of the early start (src/earlyStart.ts) instead.
  instance.defaults.adapter = earlyAwareAdapter(instance);
  // Several calls fail at once when a session dies; tell the user and log out once.
  let sessionEnded = false;
  // The versions of the records read so far, sent back with every write (a stale one is refused).
  const recordVersions = createRecordVersions();

  const textContext = (): TextContext => ({ t: options.t, language: options.language?.() ?? 'zh-cn' });

  function fail(request: ApiRequest, failure: CallFailure): never {
    let notice = failure.notice;
    if (failure.logout) {
      if (sessionEnded) notice = undefined;
      else {
        sessionEnded = true;
        if (notice && !request.silent) options.notifier[notice.level](notice.text);
        options.onLogout(failure.logout);
        notice = undefined;
      }
    }
    if (notice && !request.silent) options.notifier[notice.level](notice.text);
    throw new ApiCallError(failure.message, {
      code: failure.code,
      status: failure.status,
      envelope: failure.envelope,
      // A form keeps its unsent input when this is set (core/formDrafts.ts).
      endsSession: failure.logout !== undefined,
    });
  }

  async function request<T = unknown>(original: ApiRequest): Promise<ApiEnvelope<T>> {
    if (original.url === '' && original.permission !== undefined && options.permissionUrl?.(original.permission) === undefined) {
      await options.loadPermissionUrls?.();
    }
    const call = withUrl(options, original);
    let response: AxiosResponse<unknown>;
    try {
      response = await instance.request<unknown>(await buildConfig(options, recordVersions, call));
    } catch (error) {
      return fail(call, classifyTransportProblem(transportProblemOf(error), call.errorMsg, textContext()));
    }
    const context = textContext();
    if (response.status < 200 || response.status >= 300) {
      const problem: TransportProblem = { kind: 'http', status: response.status, body: response.data };
      return fail(call, classifyTransportProblem(problem, call.errorMsg, context));
    }
    const failure = checkEnvelope(response.data, response.status, call.errorMsg, context);
    if (failure) return fail(call, failure);
    // Only a success moves a record's version: after a refused stale save, the next try must be refused too.
    const versions: unknown = response.headers[RECORD_VERSIONS_HEADER];
    recordVersions.observe(versions);
    sessionEnded = false;
    const envelope = response.data as ApiEnvelope<T>;
    // The copy's own versions travel with it (a form filled from it sends them back with its save).
    if (typeof versions === 'string' && versions !== '') envelope.recordVersions = versions;
    if (call.successMsg) {
      const text = resolveText(call.successMsg, context);
      if (text) options.notifier.success(text, SUCCESS_TOAST_MS);
    }
    if (call.sse) options.onMessagingStart?.();
    return envelope;
  }

  const resolveUrl = (call: Pick<ApiRequest, 'url' | 'permission'>): string | undefined =>
    call.url !== '' || call.permission === undefined ? call.url : options.permissionUrl?.(call.permission);

  const loaded = options.loadPermissionUrls;
  return { request, resolveUrl, ...(loaded ? { loadPermissionUrls: () => loaded() } : {}), axios: instance };
}

/** The axios config of a call: the merged and trimmed params, the platform's path, If-Match on writes, the body. */
async function buildConfig(options: ApiClientOptions, recordVersions: RecordVersions, request: ApiRequest): Promise<AxiosRequestConfig> {
  const platform = options.platform();
  const params = await mergeParams(request.params, {
    platform,
    routeQuery: options.routeQuery,
    fwExtraParams: options.fwExtraParams,
  });
  // No credential header: the session id lives only in the httpOnly cookie (withCredentials).
  const headers: Record<string, string> = {};
  const config: AxiosRequestConfig = {
    method: request.method,
    url: rewriteEpsPrefix(request.url, platform),
    params: trimStrings(params),
    headers,
  };
  if (request.signal) config.signal = request.signal;
  if (request.timeoutMs !== undefined) config.timeout = request.timeoutMs;
  const progress = request.onUploadProgress;
  if (progress) {
    config.onUploadProgress = (event) => {
      if (event.total) progress(Math.min(1, event.loaded / event.total));
    };
  }
  const ifMatch = request.method === 'get' ? undefined : recordVersions.ifMatch(request.ifMatch);
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  if (request.data !== undefined && request.method !== 'get') {
    config.data = request.dataType === 'form-data' ? toFormData(request.data) : trimStrings(request.data);
  }
  return config;
}

/** Refuses a call before anything is sent, telling the user unless it is silent. */
function refuse(options: ApiClientOptions, call: ApiRequest, message: string, code: string): never {
  if (!call.silent) options.notifier.error(message);
  throw new ApiCallError(message, { code });
}

/**
 * The call with its URL: a permission-named call resolved from the permission sets (a key's URL template
 * filled from the call's params, which then leave the query), else as it came.
 */
function withUrl(options: ApiClientOptions, call: ApiRequest): ApiRequest {
  if (call.url !== '' || call.permission === undefined) return call;
  const template = options.permissionUrl?.(call.permission);
  // A clear, translated refusal rather than a request to '' (the page itself).
  if (template === undefined || template === '') return refuse(options, call, options.t('api.permissionUrlMissing', { code: call.permission }), PERMISSION_URL_MISSING);
  const filled = fillUrlTemplate(template, call.params);
  if ('missing' in filled) {
    // Sent with the placeholder left in, the call would reach another path (or a 404): refused instead.
    return refuse(options, call, options.t('api.permissionUrlParamMissing', { code: call.permission, name: filled.missing }), PERMISSION_URL_PARAM_MISSING);
  }
  const next: ApiRequest = { ...call, url: filled.url };
  if (filled.params === undefined) delete next.params;
  else next.params = filled.params;
  return next;
}

/** Sorts an axios rejection (no response reached us) into a transport problem. */
function transportProblemOf(error: unknown): TransportProblem {
  if (axios.isCancel(error)) return { kind: 'aborted' };
  if (axios.isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') return { kind: 'aborted' };
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return { kind: 'timeout' };
    return { kind: 'network' };
  }
  // fwExtraParams or a FormData build threw: no request left the browser.
  return { kind: 'network' };
}
