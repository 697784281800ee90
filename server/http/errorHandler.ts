/**
 * Turns every failure into an envelope in the caller's language: bad input 400
 * naming the field, malformed JSON 400, body over the limit 413, unknown route
 * 404, anything unexpected 500 without a stack trace (logged server-side only).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { messageKeyOf, VALIDATION_KEYS } from '@core/validation/index';
import type { FieldIssue } from './errors';
import { AppError, FieldError, notFound } from './errors';
import { failure } from './envelope';
import { API_CODES } from './codes';
import type { Lang } from './messages';
import { DEFAULT_LANG, translate } from './messages';
import { isDatabaseUnavailable, isStorageFault, sqlStateOf } from './storageFault';
import type { StorageHealth } from './storageHealth';

/** Methods that only read: their success says nothing about writes. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export { sqlStateOf };

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

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The keys an object schema allows, found from the ajv error's schema path
 * (`#/properties/i18nTitle/additionalProperties` -> the keys of `i18nTitle`).
 */
export function allowedKeysAt(schema: unknown, schemaPath: string): string[] {
  const segments = schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean).slice(0, -1);
  let node: unknown = schema;
  for (const segment of segments) node = isRecord(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isRecord(node) && isRecord(node.properties) ? Object.keys(node.properties) : [];
}

/**
 * The message of a failed schema validation: every broken rule, named by
 * field. `schema` is the route's schema of that part (body, querystring):
 * an unknown key is named with the keys allowed where it was found.
 */
export function describeValidation(lang: Lang, context: string, errors: readonly AjvError[], schema?: unknown): string {
  const parts = errors.map((error) => {
    const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
    if (error.keyword === 'additionalProperties' && typeof extra === 'string') {
      return translate(lang, 'errors.unknownKey', { field: fieldName(context, error), key: extra, allowed: allowedKeysAt(schema, error.schemaPath).join(', ') || '-' });
    }
    return fieldMessage(lang, fieldName(context, error), messageKeyOf(error), SELF_EXPLAINING.has(error.keyword) ? undefined : error.message);
  });
  return translate(lang, 'errors.invalidInput', { details: [...new Set(parts)].join('; ') });
}

/**
 * PostgreSQL refusing a value: invalid byte sequence (NUL in text), invalid
 * text representation ('abc' as an integer), numeric out of range (2^31 in an
 * int4), untranslatable character (`\u0000` in jsonb). The input guards
 * (inputGuards.ts) stop these first; this is the safety net so a route they
 * miss still answers 400, not 500.
 */
const DB_INPUT_CODES = new Set(['22021', '22P02', '22003', '22P05']);

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
  health?: Pick<StorageHealth, 'noteWriteFault' | 'noteWriteOk' | 'noteDatabaseUnavailable'>,
): void {
  if (health) {
    // A write stored ends what a failed one told /healthz (storageHealth.ts).
    app.addHook('onResponse', async (request, reply) => {
      if (!READ_METHODS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/eps/')) health.noteWriteOk();
    });
  }
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
      const context = error.validationContext ?? 'body';
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
      send(reply, 400, API_CODES.BAD_REQUEST, describeValidation(lang, context, error.validation as AjvError[], schema));
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
    if (DB_INPUT_CODES.has(sqlStateOf(error) ?? '')) {
      request.log.warn({ err: error }, 'input refused by the database');
      send(reply, 400, API_CODES.BAD_REQUEST, translate(lang, 'errors.badValue'));
      return;
    }
    if (isStorageFault(error)) {
      // The request was fine; the data folder cannot store (read-only, full, I/O): a 503 the operator sees in /healthz too.
      request.log.error({ err: error }, 'storage fault: the database cannot store');
      health?.noteWriteFault(sqlStateOf(error) ?? 'I/O');
      send(reply, 503, API_CODES.SERVICE_UNAVAILABLE, translate(lang, 'errors.storageUnavailable'));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL stopped or restarting, or the connection was cut under this request: nothing wrong with the
      // request, and the same answer as a data folder that cannot store; the pool reconnects once it is back.
      request.log.error({ err: error }, 'database unavailable');
      // A verdict /healthz kept from before the outage would say 200 for up to HEALTH_CACHE_MS more.
      health?.noteDatabaseUnavailable();
      send(reply, 503, API_CODES.SERVICE_UNAVAILABLE, translate(lang, 'errors.storageUnavailable'));
      return;
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
