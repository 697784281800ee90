/**
 * Errors that routes throw; the error handler (errorHandler.ts) turns each into
 * an envelope in the caller's language. Throwing keeps route code linear.
 */
import type { ApiCode } from './codes';
import { API_CODES, HTTP_SESSION_EXPIRED } from './codes';

/** A failure with its HTTP status, envelope code and message key (area `server`). */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: ApiCode,
    readonly messageKey: string,
    readonly vars: Readonly<Record<string, string | number>> = {},
    /** The envelope's `data` (null unless the caller needs details, e.g. a document's problems). */
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** HTTP 400, code '400': bad input. `field` is named in the message. */
export function badRequest(messageKey: string, vars: Readonly<Record<string, string | number>> = {}): AppError {
  return new AppError(400, API_CODES.BAD_REQUEST, messageKey, vars);
}

/** A rule a field broke: a message key of src/core/validation (e.g. `validation.mobile`). */
export interface FieldIssue {
  key: string;
  vars?: Record<string, unknown>;
}

/** HTTP 400, code '400': one field broke one of the portal's validation rules. */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    readonly issue: FieldIssue,
  ) {
    super(400, API_CODES.BAD_REQUEST, issue.key);
    this.name = 'FieldError';
  }
}

/** A {@link FieldError} for `field` (e.g. `body.phone`) and the rule's message key. */
export function invalidField(field: string, key: string, vars?: Record<string, unknown>): FieldError {
  return new FieldError(field, vars ? { key, vars } : { key });
}

/** HTTP 200, code '401': no session or an unknown one (the portal logs out). */
export function loginError(): AppError {
  return new AppError(200, API_CODES.LOGIN_ERROR, 'errors.notLoggedIn');
}

/** HTTP 499, code '499': the session passed its idle or absolute expiry. */
export function sessionExpired(): AppError {
  return new AppError(HTTP_SESSION_EXPIRED, API_CODES.SESSION_EXPIRED, 'errors.sessionExpired');
}

/** HTTP 200, code '403': signed in but not allowed. */
export function permissionError(messageKey = 'errors.noPermission'): AppError {
  return new AppError(200, API_CODES.PERMISSION_ERROR, messageKey);
}

/** HTTP 200, code '4010': sign-in refused; the portal shows the message. */
export function loginFailed(messageKey: string): AppError {
  return new AppError(200, API_CODES.LOGIN_FAILED, messageKey);
}

/** HTTP 404, code '404'. */
export function notFound(method: string, url: string): AppError {
  return new AppError(404, API_CODES.NOT_FOUND, 'errors.notFound', { method, url });
}

/** HTTP 429, code '429': asked again before the wait is over. */
export function tooManyRequests(messageKey: string, vars: Readonly<Record<string, string | number>> = {}): AppError {
  return new AppError(429, API_CODES.TOO_MANY_REQUESTS, messageKey, vars);
}
