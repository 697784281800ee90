/**
 * Bad input is a 400, never a 500, for every route at once rather than route by
 * route:
 * - a NUL character anywhere in the path, query, session token or a decoded
 *   JSON/form string or key, at any depth: PostgreSQL refuses U+0000 in text
 *   and in jsonb, so it must stop here;
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

/** Longest path a NUL refusal names: a path thousands of levels deep is cut, not sent back whole. */
const MAX_NUL_PATH = 200;

/**
 * The first path of a string or key holding NUL inside `value` ('' for the value itself), or undefined. At any
 * depth, without recursion: a JSON body may nest thousands of levels (the parser does not mind), and a NUL below
 * a depth bound reached the database. Linear in the body, like parsing it.
 */
export function findNul(value: unknown): string | undefined {
  interface Step { value: unknown; key: string; parent: Step | undefined }
  // Paths are spelled only for the NUL found, from the parent links.
  const pathOf = (step: Step, key?: string): string => {
    const keys = key === undefined ? [] : [key];
    for (let at: Step | undefined = step; at?.parent; at = at.parent) keys.push(at.key);
    const path = keys.reverse().join('.');
    return path.length > MAX_NUL_PATH ? `${path.slice(0, MAX_NUL_PATH)}…` : path;
  };
  const stack: Step[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(step);
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const keys = Object.keys(current);
    // Pushed last to first: the first NUL in document order is the one named.
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i] as string;
      if (key.includes(NUL)) return pathOf(step, key);
      const item = (current as Record<string, unknown>)[key];
      if (typeof item === 'string' || (item !== null && typeof item === 'object')) stack.push({ value: item, key, parent: step });
    }
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
