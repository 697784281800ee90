/**
 * Transport failures (spec portal-shell 8): HTTP 499 ends the session, 511
 * has its own message, 502/503/504 mean maintenance, other statuses a generic
 * message; no answer at all is a network error. A 503 that carries the
 * server's own envelope (code 503) is not maintenance: the server is up and its
 * data store cannot write (database unreachable, data folder full or read-only).
 */
import type { ErrorMessageOption } from '../../core/env';
import { API_CODES, HTTP_SESSION_EXPIRED, isSuccessCode } from '../../core/apiCodes';
import type { CallFailure } from './failure';
import { failureForCode, isEnvelope } from './envelope';
import { resolveErrorMessage, type TextContext } from './errorMessage';

/** What went wrong on the wire. */
export type TransportProblem =
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' };

/** HTTP statuses a gateway answers with while the server is down or deploying. */
const MAINTENANCE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The failure for a call that got no envelope with a 2xx status. */
export function classifyTransportProblem(
  problem: TransportProblem,
  errorMsg: ErrorMessageOption | undefined,
  context: TextContext,
): CallFailure {
  if (problem.kind === 'aborted') return { message: 'aborted' };
  if (problem.kind === 'network' || problem.kind === 'timeout') {
    const text = context.t(problem.kind === 'timeout' ? 'api.timeout' : 'api.networkError');
    return { message: text, notice: { level: 'error', text } };
  }
  const { status, body } = problem;
  if (status === HTTP_SESSION_EXPIRED) {
    const text = context.t('api.sessionExpired');
    return { message: text, status, notice: { level: 'warning', text }, logout: 'expired' };
  }
  if (status === 511) {
    const text = context.t('api.http511');
    return { message: text, status, notice: { level: 'error', text } };
  }
  if (status === 503 && isEnvelope(body) && String(body.code) === API_CODES.SERVICE_UNAVAILABLE) {
    const text = context.t('api.storageUnavailable');
    return { message: text, status, code: body.code, envelope: body, notice: { level: 'warning', text } };
  }
  if (MAINTENANCE_STATUSES.has(status)) {
    const text = context.t('api.maintenance');
    return { message: text, status, notice: { level: 'warning', text } };
  }
  // 429 without an envelope (a gateway's limit): our own words; with one, the server's (it names the wait).
  if (status === 429 && !isEnvelope(body)) {
    const text = context.t('api.tooManyRequests');
    return { message: text, status, notice: { level: 'error', text } };
  }
  // A 4xx/5xx that still carries an envelope (e.g. 400 with the validation message)
  // follows the envelope rules, so the user sees what the server said.
  if (isEnvelope(body) && !isSuccessCode(body.code)) return failureForCode(body, status, errorMsg, context);
  const text =
    resolveErrorMessage(errorMsg, { status }, context) ?? context.t('api.httpError', { status });
  return { message: text, status, notice: { level: 'error', text } };
}
