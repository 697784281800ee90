/**
 * The route option by which a route lets screen documents call it
 * (`config: { screen: 'read' }`), and the list of those routes as the
 * documents' checks and the portal's runtime guard read it
 * (src/core/calls/screenCalls.ts says what each kind allows). A route
 * without it is never called by a screen: deny by default.
 */
import type { FastifyInstance } from 'fastify';
import type { CallKind, ScreenCall } from '@core/calls/screenCalls';
import type { HttpMethod } from '@core/schema/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Whether and how a screen document may call this route (src/core/calls/screenCalls.ts). */
    screen?: CallKind;
  }
}

const METHODS: ReadonlySet<string> = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Records, on `app`, every route registered after this call that declares `screen`. */
export function recordScreenCalls(app: FastifyInstance): ScreenCall[] {
  const calls: ScreenCall[] = [];
  app.addHook('onRoute', (route) => {
    const kind = (route.config as { screen?: CallKind } | undefined)?.screen;
    if (kind === undefined) return;
    for (const method of [route.method].flat()) {
      const lower = method.toLowerCase();
      // HEAD is answered by the GET handler (and judged like it); OPTIONS is no call a screen makes.
      // The query params it declares, so the studio offers a search box only on a call that takes a keyword.
      const query = Object.keys(((route.schema?.querystring ?? {}) as { properties?: object }).properties ?? {});
      if (METHODS.has(lower)) calls.push({ method: lower as HttpMethod, path: route.url.replace(/\/+$/, ''), kind, ...(query.length ? { query } : {}) });
    }
  });
  return calls;
}

/** The list in a stable order (path, then method), as the generated file holds it. */
export function sortedCalls(calls: readonly ScreenCall[]): ScreenCall[] {
  return [...calls].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
