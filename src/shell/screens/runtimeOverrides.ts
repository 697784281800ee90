/**
 * The shell's adapter from the tenant's runtime call
 * (`GET /eps/lowcode/runtime/screen?id=`) to the core's override cache: the
 * axios instance of the api client (same cookies and base URL) with the
 * ETag sent back as If-None-Match. A conditional request set by the page
 * bypasses the browser's own cache, so the 304 reaches us.
 */
import type { AxiosInstance } from 'axios';
import { isSuccessCode } from '../../core/apiCodes';
import type { OverrideAnswer, OverrideTransport } from '../../core/schema/overrideCache';

export const RUNTIME_SCREEN_URL = '/eps/lowcode/runtime/screen';

/** Reads the runtime call through `http`; a refused or failed call rejects (the screen shows retry). */
export function runtimeOverrideTransport(http: Pick<AxiosInstance, 'get'>): OverrideTransport {
  return async (id, etag) => {
    const response = await http.get<unknown>(RUNTIME_SCREEN_URL, {
      params: { id },
      headers: etag ? { 'If-None-Match': etag } : {},
      validateStatus: () => true,
    });
    if (response.status === 304) return { status: 'unchanged' };
    const body = response.data as { code?: unknown; data?: unknown; message?: unknown } | undefined;
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
