/**
 * Turns every failure into an envelope in the caller's language: bad input 400
 * naming the field, malformed JSON 400, body over the limit 413, unknown route
 * 404, anything unexpected 500 without a stack trace (logged server-side only).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { messageKeyOf, VALIDATION_KEYS } from '../../src/core/validation/index';
import type { FieldIssue } from './errors';
import { AppError, FieldError, notFound } from './errors';
import { failure } from './envelope';
import { API_CODES } from './codes';
import type { Lang } from './messages';
import { DEFAULT_LANG, translate } from './messages';

/** An ajv error as Fastify hands it over. */
type AjvError = ErrorObject;

/** Rules whose translated text is exact enough; others also get ajv's wording in brackets. */
const SELF_EXPLAINING = new Set(['format', 'required', 'password', 'fileTypes', 'maxFileSize', 'notEqualField', 'equalField']);

function textVars(vars: Record<string, unknown> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars ?? {})) {
    out[name] = typeof value === 'number' ? value : Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/**
 * One sentence for one field, worded by the portal's validation texts:
 * `body.phone: Please enter a valid phone number!`, `body.password is required`.
 */
export function fieldMessage(lang: Lang, field: string, issue: FieldIssue, detail?: string): string {
  if (issue.key === VALIDATION_KEYS.required) return translate(lang, 'errors.required', { field });
  const text = translate(lang, issue.key, { ...textVars(issue.vars), label: field });
  return translate(lang, 'errors.fieldInvalid', { field, reason: detail ? `${text} (${detail})` : text });
}

/** `body.mobile`, `querystring.tenantId`, ... from an ajv error. */
function fieldName(context: string, error: AjvError): string {
  const path = error.instancePath.split('/').filter(Boolean);
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') path.push(missing);
  return [context, ...path].join('.');
}

/** The message of a failed schema validation: every broken rule, named by field. */
export function describeValidation(lang: Lang, context: string, errors: readonly AjvError[]): string {
  const parts = errors.map((error) =>
    fieldMessage(lang, fieldName(context, error), messageKeyOf(error), SELF_EXPLAINING.has(error.keyword) ? undefined : error.message),
  );
  return translate(lang, 'errors.invalidInput', { details: [...new Set(parts)].join('; ') });
}

function langOf(request: FastifyRequest): Lang {
  // request.lang is set by the session hook; a parser error may come before it.
  return (request as Partial<Pick<FastifyRequest, 'lang'>>).lang ?? DEFAULT_LANG;
}

function send(reply: FastifyReply, status: number, code: (typeof API_CODES)[keyof typeof API_CODES], message: string, data: unknown = null): void {
  void reply.status(status).type('application/json; charset=utf-8').send(failure(code, message, data));
}

/**
 * Installs the error and not-found handlers on `app`. `fallback` may answer an
 * unknown path first (the portal's index.html); it returns true when it did.
 */
export function installErrorHandling(
  app: FastifyInstance,
  bodyLimit: number,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = langOf(request);
    if (error instanceof FieldError) {
      send(reply, 400, API_CODES.BAD_REQUEST, translate(lang, 'errors.invalidInput', { details: fieldMessage(lang, error.field, error.issue) }));
      return;
    }
    if (error instanceof AppError) {
      send(reply, error.httpStatus, error.code, translate(lang, error.messageKey, error.vars), error.data);
      return;
    }
    if (error.validation) {
      send(reply, 400, API_CODES.BAD_REQUEST, describeValidation(lang, error.validationContext ?? 'body', error.validation as AjvError[]));
      return;
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        send(reply, 400, API_CODES.BAD_REQUEST, translate(lang, 'errors.malformedJson'));
        return;
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        send(reply, 413, API_CODES.PAYLOAD_TOO_LARGE, translate(lang, 'errors.bodyTooLarge', { limit: bodyLimit }));
        return;
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        send(reply, 415, API_CODES.UNSUPPORTED_MEDIA_TYPE, translate(lang, 'errors.unsupportedMediaType', {
          type: String(request.headers['content-type'] ?? ''),
        }));
        return;
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client error Fastify knows (bad content length, ...): its message is safe.
      send(reply, status, API_CODES.BAD_REQUEST, error.message);
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    send(reply, 500, API_CODES.SERVER_ERROR, translate(lang, 'errors.server'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return;
    const e = notFound(request.method, request.url.split('?')[0] ?? request.url);
    send(reply, e.httpStatus, e.code, translate(langOf(request), e.messageKey, e.vars));
  });
}
