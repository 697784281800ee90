/**
 * What every signed-in user of a tenant reads, not only the studio:
 *
 * GET /eps/lowcode/runtime/screen?id=   the tenant's published document of a screen, or null
 *                                       (then the shipped file renders); cached per tenant version, ETag from it, 304 on If-None-Match
 * GET /eps/lowcode/runtime/config       { configVersion }: bumped on every studio write, so a
 *                                       signed-in portal learns that menus or texts changed
 */

import type { FastifyPluginAsync } from 'fastify';
import { isScreenId } from '@core/schema/screenStore';
import type { RouteOptions } from '../context';
import { sessionOf } from '../auth/session';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { sendTenantAnswer } from '../http/tenantCache';
import { configVersionOf } from './audit';
import { liveVersions, storedDocument } from './screenStore';

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
      const session = sessionOf(request);
      // Publishing moves the tenant's version, so the document is cached by it (http/tenantCache.ts); private,
      // revalidated on every load, so a publish shows at once.
      return sendTenantAnswer(request, reply, ctx.answers, session, ['screen', id], async () => {
        const { published } = session.tenantId === null ? { published: undefined } : await liveVersions(ctx.db, scopeOf(request), id);
        return published ? storedDocument(published) : null;
      });
    },
  );

  app.get('/lowcode/runtime/config', async (request) => {
    const scope = scopeOf(request);
    // The session lookup read it already (auth/session.ts); a session made by this request did not.
    const known = scope.session.configVersion ?? -1;
    return ok({ configVersion: known >= 0 ? known : await configVersionOf(ctx.db, scope.tenantId) });
  });
};

/** The header that carries the configuration version on the message poll (see workbenchMessages.ts). */
export const CONFIG_VERSION_HEADER = 'x-eps-config-version';
