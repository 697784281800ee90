/**
 * The company-register check (spec portal-shell 2.1): after sign-in a
 * supplier's portal asks `GET /usercenter/enterprise/risk/check` whether its
 * company's registration needs completing, and on `hit` (unless the tab put
 * it off) opens /pages/main/em-ui/company-register.
 *
 * The spec does not show the real server's rules; ours: a supplier tenant
 * with no licence on file (no licence image on its enterprise record and no
 * attachment of type `license` among its files) is hit, with reason
 * `licenceMissing`; a supplier with its licence, and a purchaser, are not
 * (reason null). Always the session's own tenant: a `tenantId` naming
 * another one is PERMISSION_ERROR, as for the other enterprise reads.
 */
import { eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { enterpriseProfiles, fileBiz, tenants } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';

/** Why a registration needs completing (the answer's `reason`). */
export const RISK_REASONS = { licenceMissing: 'licenceMissing' } as const;

/** The answer's data. */
export interface RiskCheck {
  hit: boolean;
  reason: (typeof RISK_REASONS)[keyof typeof RISK_REASONS] | null;
}

const query = { type: 'object', properties: { tenantId: { type: 'integer', minimum: 1, maximum: 2147483647 } }, additionalProperties: false } as const;

/** Registered under /eps. */
export const riskCheckRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { tenantId?: number } }>('/usercenter/enterprise/risk/check', { config: { screen: 'read' }, schema: { querystring: query } }, async (request) => {
    const scope = scopeOf(request);
    if (request.query.tenantId !== undefined) scope.assertSame(request.query.tenantId);
    const licenceImage = ctx.db.select({ one: sql`1` }).from(enterpriseProfiles).where(scope.own(enterpriseProfiles, isNotNull(enterpriseProfiles.attachmentId)));
    const licenceFile = ctx.db.select({ one: sql`1` }).from(fileBiz).where(scope.own(fileBiz, eq(fileBiz.type, 'license')));
    // One round trip: the tenant's kind and whether a licence is on file.
    const [row] = await ctx.db
      .select({ kind: tenants.kind, licence: sql<boolean>`${or(exists(licenceImage), exists(licenceFile))}` })
      .from(tenants)
      .where(eq(tenants.id, scope.tenantId))
      .limit(1);
    const hit = row?.kind === 'su' && row.licence !== true;
    const answer: RiskCheck = { hit, reason: hit ? RISK_REASONS.licenceMissing : null };
    return ok(answer);
  });
};
