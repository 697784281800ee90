/**
 * Data sources as data (ARCHITECTURE 6): a call described by
 * `{ method, url, params, data, responseData, ... }`, templated against the
 * scope, and its response mapped into a node's data by paths.
 */
import type { ApiEnvelope, ApiRequest, I18nProvider } from './env';
import { evaluateCondition } from './expression/evaluate';
import { readPath, type Scope } from './scope';
import type { DataSource } from './schema/types';
import { renderTemplate, resolveTemplates } from './template';
import { resolveText } from './text';

/**
 * The request a data source makes in `scope`: templates applied to `url`,
 * `params` and `data`; messages resolved to text; method defaulting to 'get'.
 * `sendOn` is not part of the request (see {@link shouldSend}).
 * @example resolveRequest({ url: '/eps/user/${user.id}', params: { t: '${user.tenantId}' } }, scope, i18n)
 */
export function resolveRequest(source: DataSource, scope: Scope, i18n: I18nProvider): ApiRequest {
  const request: ApiRequest = { method: source.method ?? 'get', url: source.url === undefined ? '' : renderTemplate(source.url, scope) };
  // Without a URL the api provider resolves the permission code (spec workflow-enterprise-embedding 6).
  if (source.url === undefined && source.permission !== undefined) request.permission = source.permission;
  if (source.params !== undefined) request.params = resolveTemplates(source.params, scope) as Record<string, unknown>;
  if (source.data !== undefined) request.data = resolveTemplates(source.data, scope);
  if (source.dataType !== undefined) request.dataType = source.dataType;
  if (source.silent !== undefined) request.silent = source.silent;
  if (source.successMsg !== undefined) request.successMsg = resolveText(source.successMsg, i18n, scope);
  if (source.errorMsg !== undefined) request.errorMsg = resolveText(source.errorMsg, i18n, scope);
  return request;
}

/** True when the source's `sendOn` allows the call now (no `sendOn`: always). */
export function shouldSend(source: DataSource, scope: Scope): boolean {
  return evaluateCondition(source.sendOn, scope, true);
}

/** The request a node bound to `source` makes now: undefined without a source or while `sendOn` holds it back. */
export function sourceRequest(source: DataSource | undefined, scope: Scope, i18n: I18nProvider): ApiRequest | undefined {
  return source && shouldSend(source, scope) ? resolveRequest(source, scope, i18n) : undefined;
}

/**
 * Maps a response envelope into node data. No mapping gives `envelope.data`;
 * a path is read from the envelope (`'data.items'`); an object maps each key
 * to its path (`{ items: 'data.items', total: 'data.total' }`).
 */
export function mapResponse(envelope: ApiEnvelope, mapping: DataSource['responseData']): unknown {
  if (mapping === undefined) return envelope.data;
  if (typeof mapping === 'string') return readPath(envelope, mapping);
  return Object.fromEntries(Object.entries(mapping).map(([key, path]) => [key, readPath(envelope, path)]));
}

/** JSON with object keys sorted, so equal values give equal text. */
function stableJson(value: unknown, seen: WeakSet<object>): string {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return 'null';
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (seen.has(value)) return '"[circular]"';
  seen.add(value);
  let out: string;
  if (Array.isArray(value)) {
    out = `[${value.map((item: unknown) => stableJson(item, seen)).join(',')}]`;
  } else if (value instanceof Date) {
    out = JSON.stringify(value.toISOString());
  } else {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined && typeof record[key] !== 'function')
      .sort();
    out = `{${keys.map((key) => `${JSON.stringify(key)}:${stableJson(record[key], seen)}`).join(',')}}`;
  }
  seen.delete(value);
  return out;
}

/**
 * A key that is equal for equal requests (STYLE 12: fetch once per distinct
 * resolved request). Covers what is sent (method, url or permission code,
 * params, data, dataType, sse), not how outcomes are shown (messages,
 * silent) or the signal.
 */
export function requestKey(request: ApiRequest): string {
  return stableJson(
    // A call named by permission code may have no url of its own: the code is what names the route.
    { method: request.method, url: request.url, permission: request.permission, params: request.params, data: request.data, dataType: request.dataType, sse: request.sse },
    new WeakSet(),
  );
}
