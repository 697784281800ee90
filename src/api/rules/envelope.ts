/**
 * The envelope rules of spec portal-shell 8 and workflow-enterprise-embedding
 * 8: which codes resolve, which reject, with which notice, and which end the
 * session.
 */
import { API_CODES, isSuccessCode } from '../../core/apiCodes';
import type { ApiEnvelope, ErrorMessageOption } from '../../core/env';
import type { CallFailure } from './failure';
import { resolveErrorMessage, type TextContext } from './errorMessage';
import { isPlainObject } from './trimStrings';

/** True when `body` has the envelope's `code` (string or number). */
export function isEnvelope(body: unknown): body is ApiEnvelope {
  return isPlainObject(body) && (typeof body['code'] === 'string' || typeof body['code'] === 'number');
}

const messageOf = (value: Record<string, unknown>): string | undefined =>
  typeof value['message'] === 'string' && value['message'] !== '' ? value['message'] : undefined;

/**
 * Checks an answer of the server. Returns undefined when the call succeeded,
 * else the failure. `status` is the HTTP status it came with.
 */
export function checkEnvelope(
  body: unknown,
  status: number,
  errorMsg: ErrorMessageOption | undefined,
  context: TextContext,
): CallFailure | undefined {
  if (!isEnvelope(body)) {
    // An HTML page or an empty body where an envelope was expected.
    const text = context.t('api.serverError');
    return { message: text, status, notice: { level: 'error', text } };
  }
  if (isSuccessCode(body.code)) return checkNestedCode(body, status, errorMsg, context);
  return failureForCode(body, status, errorMsg, context);
}

/** spec portal-shell 8: a nested data.code that is not success also gives an error notice. */
function checkNestedCode(
  envelope: ApiEnvelope,
  status: number,
  errorMsg: ErrorMessageOption | undefined,
  context: TextContext,
): CallFailure | undefined {
  const data = envelope.data;
  if (!isPlainObject(data)) return undefined;
  const code = data['code'];
  if (code === undefined || code === null || isSuccessCode(code)) return undefined;
  const nestedCode = typeof code === 'number' ? code : String(code);
  const serverMessage = messageOf(data) ?? messageOf(envelope as unknown as Record<string, unknown>);
  if (String(nestedCode) === API_CODES.TOLERATED_NO_BOM) {
    return { message: serverMessage ?? String(nestedCode), code: nestedCode, status, envelope };
  }
  const text =
    resolveErrorMessage(errorMsg, { code: nestedCode, message: serverMessage, status }, context) ??
    serverMessage ??
    context.t('api.requestFailedCode', { code: nestedCode });
  return { message: text, code: nestedCode, status, envelope, notice: { level: 'error', text } };
}

/** The failure of an envelope whose code is not success. */
export function failureForCode(
  envelope: ApiEnvelope,
  status: number | undefined,
  errorMsg: ErrorMessageOption | undefined,
  context: TextContext,
): CallFailure {
  const code = envelope.code;
  const serverMessage = messageOf(envelope as unknown as Record<string, unknown>);
  const base = { code, status, envelope };
  switch (String(code)) {
    case API_CODES.LOGIN_ERROR:
      // Shows the server's message if there is one, then logs out.
      return {
        ...base,
        message: serverMessage ?? context.t('api.userNotLoggedIn'),
        notice: serverMessage === undefined ? undefined : { level: 'error', text: serverMessage },
        logout: 'login-error',
      };
    case API_CODES.SESSION_EXPIRED: {
      // The server pairs this code with HTTP 499; treated alike if it ever comes alone.
      const text = context.t('api.sessionExpired');
      return { ...base, message: text, notice: { level: 'warning', text }, logout: 'expired' };
    }
    case API_CODES.TOLERATED_NO_BOM:
      return { ...base, message: serverMessage ?? String(code) };
    default: {
      const custom = resolveErrorMessage(errorMsg, { code, message: serverMessage, status }, context);
      const text = custom ?? defaultTextForCode(String(code), serverMessage, context);
      return { ...base, message: text, notice: { level: 'error', text } };
    }
  }
}

function defaultTextForCode(code: string, serverMessage: string | undefined, context: TextContext): string {
  if (code === API_CODES.PERMISSION_ERROR) return context.t('api.noPermission');
  if (code === API_CODES.SERVER_ERROR) return context.t('api.serverError');
  return serverMessage ?? context.t('api.requestFailedCode', { code });
}
