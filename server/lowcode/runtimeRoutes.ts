/**
 * What every signed-in user of a tenant reads, not only the studio:
 *
 * GET /eps/lowcode/runtime/screen?id=   the tenant's published document of a screen, or null
 *                                       (then the shipped file renders); ETag, 304 on If-None-Match
 * GET /eps/lowcode/runtime/config       { configVersion }: bumped on every studio write, so a
 *                                       signed-in portal learns that menus or texts changed
 */

import type { FastifyPluginAsync } from 'fastify';
import { isScreenId } from '../../src/core/schema/screenStore';
import type { RouteOptions } from '../context';
import { sessionOf } from '../auth/session';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { configVersionOf } from './audit';
import { liveVersions, storedDocument } from './screenStore';

/** The ETag of a screen's published state: its version and content, or "none". */
export function runtimeEtag(published: { version: number; hash: string } | undefined): string {
  return published ? `"v${published.version}-${published.hash.slice(0, 16)}"` : '"none"';
}

/** True when an If-None-Match header lists `etag` (or is `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** Routes of this module, registered under /eps. */
export const runtimeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { id: string } }>(
    '/lowcode/runtime/screen',
    { schema: { querystring: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 200 } } } } },
    async (request, reply) => {
      const id = request.query.id.trim();
      if (!isScreenId(id)) throw badRequest('lowcode.badScreenId', { id });
      // A signed-in user in no tenant yet (choosing one in the forced dialog) has no tenant
      // overrides: the shipped file renders. Without a session, sessionOf still answers 401.
      const { published } = sessionOf(request).tenantId === null ? { published: undefined } : await liveVersions(ctx.db, scopeOf(request), id);
      const etag = runtimeEtag(published);
      // private: the answer depends on the session's tenant; no-cache: always revalidated, so a publish shows at once.
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return ok(published ? storedDocument(published) : null);
    },
  );

  app.get('/lowcode/runtime/config', async (request) => {
    const scope = scopeOf(request);
    return ok({ configVersion: await configVersionOf(ctx.db, scope.tenantId) });
  });
};

/** The header that carries the configuration version on the message poll (see workbenchMessages.ts). */
export const CONFIG_VERSION_HEADER = 'x-eps-config-version';
