/**
 * Purchaser portals (spec portal-shell 3 "Portals", 7: GET /eps/config/portal/getEp).
 * Public: the ep login redirect needs it before sign-in.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { params, portals, tenants } from '../db/schema';
import { ok } from '../http/envelope';

/** Routes of this module, registered under /eps. */
export const portalRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/config/portal/getEp', { config: { screen: 'read' } }, async () => {
    const settings = await ctx.db
      .select()
      .from(params)
      .where(inArray(params.code, ['EPS_PORTAL_SSO_URL', 'EPS_PORTAL_APPKEY']));
    const setting = (code: string) => settings.find((s) => s.code === code)?.value ?? null;
    const list = await ctx.db
      .select({ portalId: portals.portalId, tenantId: portals.tenantId, tenantName: tenants.name })
      .from(portals)
      .innerJoin(tenants, eq(tenants.id, portals.tenantId))
      .orderBy(asc(portals.id));
    return ok({ ssoUrl: setting('EPS_PORTAL_SSO_URL'), appkey: setting('EPS_PORTAL_APPKEY'), list });
  });
};
