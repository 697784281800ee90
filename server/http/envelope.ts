/**
 * The envelope every EPS call answers with (spec portal-shell 7 and 8):
 * `{ code, message, data }`, where `code` is one of API_CODES.
 */
import type { ApiCode } from './codes';
import { API_CODES } from './codes';

/** The body of every `/eps/...` response. */
export interface Envelope<T> {
  code: ApiCode;
  message: string;
  data: T;
}

/** A success envelope. `message` stays empty unless the portal should show it. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { code: API_CODES.SUCCESS, message, data };
}

/** A failure envelope; `data` is null unless the caller needs details. */
export function failure(code: ApiCode, message: string, data: unknown = null): Envelope<unknown> {
  return { code, message, data };
}
