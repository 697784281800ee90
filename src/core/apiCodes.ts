/**
 * Envelope codes shared by the portal and the reference server (spec portal-shell 8).
 * UI-free: the api client (src/api) and server/http both import this one module,
 * so a code is defined exactly once.
 *
 * HTTP status policy of the reference server:
 * - business outcomes answer HTTP 200 with a non-success `code`
 *   (LOGIN_ERROR, PERMISSION_ERROR, LOGIN_FAILED, TOLERATED_NO_BOM);
 * - protocol problems answer the matching HTTP status AND the envelope
 *   (400 bad input, 404 unknown route, 413 body too large, 415 media type,
 *   429 too soon, 499 expired session, 500 unexpected, 503 the data store
 *   cannot write).
 */
export const API_CODES = {
  /** The call succeeded. */
  SUCCESS: '200',
  /** Bad input: the message names the field. HTTP 400. */
  BAD_REQUEST: '400',
  /** Not signed in or the session is unknown: the portal logs out. HTTP 200. */
  LOGIN_ERROR: '401',
  /** Signed in but not allowed (also: another tenant's row). HTTP 200. */
  PERMISSION_ERROR: '403',
  /** Unknown route or row. HTTP 404. */
  NOT_FOUND: '404',
  /** Body over the limit. HTTP 413. */
  PAYLOAD_TOO_LARGE: '413',
  /** Body of a media type the server does not read. HTTP 415. */
  UNSUPPORTED_MEDIA_TYPE: '415',
  /** Asked again too soon (e.g. a verification code within 60 s). HTTP 429. */
  TOO_MANY_REQUESTS: '429',
  /** The session passed its idle or absolute expiry. HTTP 499. */
  SESSION_EXPIRED: '499',
  /** Unexpected server failure (never carries a stack trace). HTTP 500. */
  SERVER_ERROR: '500',
  /** The data store cannot write (read-only or full data folder, I/O error). HTTP 503. */
  SERVICE_UNAVAILABLE: '503',
  /**
   * Sign-in refused (wrong account, password, code or ticket). HTTP 200.
   * Not LOGIN_ERROR on purpose: the portal shows the message and stays on the
   * login page instead of running its logout rule.
   */
  LOGIN_FAILED: '4010',
  /**
   * A one-time sign-in ticket of another account arrived while a user is
   * signed in: nothing changed and the ticket is not used up. The portal asks
   * before switching accounts and, confirmed, sends it again with
   * `switchAccount: true`; `data` names the signed-in user. HTTP 200.
   */
  OTHER_ACCOUNT: '4012',
  /** Spec portal-shell 8: no BOM part in a pack to release; tolerated silently. */
  TOLERATED_NO_BOM: '10086',
} as const;

/** One of {@link API_CODES}. */
export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

/** HTTP status the server answers for an expired session (spec portal-shell 8). */
export const HTTP_SESSION_EXPIRED = 499;

/** True when an envelope code (string or number) means success. */
export function isSuccessCode(code: unknown): boolean {
  return String(code) === API_CODES.SUCCESS;
}
