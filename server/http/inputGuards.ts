/**
 * Bad input is a 400, never a 500, for every route at once rather than route by
 * route (issue 10):
 * - a NUL character anywhere in the path, query, session token or a decoded
 *   JSON/form string: PostgreSQL refuses U+0000 in text, so it must stop here;
 * - every `integer` of a route schema is bounded to PostgreSQL's int4 range
 *   (ids are int4 columns; 2^31 would fail in the database);
 * - a multipart body without a boundary, and a non-object JSON body (array,
 *   null, number) sent to a route that declares no body schema.
 * errorHandler.ts maps the database's own refusals (22021, 22P02, 22003) to
 * 400 as a safety net for what these miss.
 */
import type { FastifyInstance, RouteOptions as FastifyRouteOptions } from 'fastify';
import { badRequest } from './errors';

/** PostgreSQL int4 bounds: every id column is an int4. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/** One registered route as the guards saw it (tests enumerate these). */
export interface RouteSummary {
  method: string;
  url: string;
  schema: FastifyRouteOptions['schema'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after installInputGuards, in order. */
    registeredRoutes: RouteSummary[];
  }
}

const NUL = '\u0000';

/** The first path of a string holding NUL inside `value` ('' for the value itself), or undefined. */
export function findNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = findNul(item, here, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function hasIntegerType(type: unknown): boolean {
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/** Adds int4 bounds to every integer of a JSON Schema (in place; explicit tighter bounds stay). */
export function boundIntegers(schema: unknown, depth = 0): void {
  if (schema === null || typeof schema !== 'object' || depth > 32) return;
  if (Array.isArray(schema)) {
    for (const item of schema) boundIntegers(item, depth + 1);
    return;
  }
  const node = schema as Record<string, unknown>;
  if (hasIntegerType(node['type'])) {
    if (typeof node['maximum'] !== 'number' || node['maximum'] > INT4_MAX) node['maximum'] = INT4_MAX;
    if (typeof node['minimum'] !== 'number' || node['minimum'] < INT4_MIN) node['minimum'] = INT4_MIN;
  }
  for (const value of Object.values(node)) if (value !== null && typeof value === 'object') boundIntegers(value, depth + 1);
}

function decodedPath(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url; // a malformed escape: Fastify answers it (400) on its own
  }
}

/** Installs the guards; call before any route is registered. */
export function installInputGuards(app: FastifyInstance): void {
  const routes: RouteSummary[] = [];
  app.decorate('registeredRoutes', routes);

  app.addHook('onRoute', (route) => {
    // Schemas are module constants shared between routes: bounding twice is harmless.
    for (const part of ['params', 'querystring', 'body', 'headers'] as const) boundIntegers(route.schema?.[part]);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  });

  // onRequest: before the session lookup, which sends the token to the database.
  app.addHook('onRequest', async (request) => {
    if (decodedPath(request.url).includes(NUL)) throw badRequest('errors.nulCharacter', { field: 'url' });
    const nulHeader = ['authorization', 'ticket', 'cookie', 'accept-language'].find((name) => {
      const value = request.headers[name];
      return typeof value === 'string' && (value.includes(NUL) || decodedPath(value).includes(NUL));
    });
    if (nulHeader) throw badRequest('errors.nulCharacter', { field: `headers.${nulHeader}` });
    const type = request.headers['content-type'];
    if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=\S/i.test(type)) {
      throw badRequest('errors.multipartBoundary');
    }
  });

  // preValidation: after the body is parsed, before the schema and the handler.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const at = findNul(value);
      if (at !== undefined) throw badRequest('errors.nulCharacter', { field: at ? `${part}.${at}` : part });
    }
    const body: unknown = request.body;
    const declared = request.routeOptions.schema?.body !== undefined;
    if (!declared && body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      throw badRequest('errors.bodyNotObject');
    }
  });
}
