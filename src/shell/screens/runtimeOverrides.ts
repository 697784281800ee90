/**
 * The shell's adapter from the tenant's runtime call
 * (`GET /eps/lowcode/runtime/screen?id=`) to the core's override cache: the
 * axios instance of the api client (same cookies and base URL) with the
 * ETag sent back as If-None-Match. A conditional request set by the page
 * bypasses the browser's own cache, so the 304 reaches us.
 */
import type { AxiosInstance } from 'axios';
import { API_CODES, HTTP_SESSION_EXPIRED, isSuccessCode } from '../../core/apiCodes';
import { ApiCallError } from '../../core/env';
import type { OverrideAnswer, OverrideTransport } from '../../core/schema/overrideCache';

export const RUNTIME_SCREEN_URL = '/eps/lowcode/runtime/screen';

/** What the read does when it learns that the session has ended, as any call does (spec portal-shell 8). */
export interface SessionEnd {
  /** Sends the user to sign in (the api client's logout handling). */
  onSessionEnded(): void;
  /** "Your session has expired, please sign in again", in the user's language. */
  message(): string;
}

/**
 * Reads the runtime call through `http`; a refused or failed call rejects (the screen shows retry). An
 * answer that says the session ended (HTTP 499, the login-error code) goes to sign-in like any call, and
 * the screen says so instead of the server's bare "not logged in".
 */
export function runtimeOverrideTransport(http: Pick<AxiosInstance, 'get'>, sessionEnd?: SessionEnd): OverrideTransport {
  return async (id, etag) => {
    const response = await http.get<unknown>(RUNTIME_SCREEN_URL, {
      params: { id },
      headers: etag ? { 'If-None-Match': etag } : {},
      validateStatus: () => true,
    });
    if (response.status === 304) return { status: 'unchanged' };
    const body = response.data as { code?: unknown; data?: unknown; message?: unknown } | undefined;
    const code = body && typeof body === 'object' ? String(body.code) : undefined;
    if (sessionEnd && (response.status === HTTP_SESSION_EXPIRED || code === API_CODES.SESSION_EXPIRED || code === API_CODES.LOGIN_ERROR)) {
      sessionEnd.onSessionEnded();
      throw new ApiCallError(sessionEnd.message(), { code, status: response.status, endsSession: true });
    }
    if (response.status === 404) {
      // An envelope: the server knows the call and has nothing for this id. None: a server without
      // the low-code calls (another EPS server), so shipped files only.
      return body && typeof body === 'object' && 'code' in body ? { status: 'fresh', document: null } : { status: 'unsupported' };
    }
    if (response.status !== 200 || !body || !isSuccessCode(body.code)) {
      throw new Error(typeof body?.message === 'string' && body.message ? body.message : `HTTP ${response.status}`);
    }
    const header: unknown = (response.headers as Record<string, unknown> | undefined)?.etag;
    const answer: OverrideAnswer = { status: 'fresh', document: body.data ?? null, etag: typeof header === 'string' ? header : undefined };
    return answer;
  };
}
