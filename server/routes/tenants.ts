/**
 * Tenants of the signed-in user (spec portal-shell 7): switching, the
 * purchaser and supplier tenant lists, the purchaser directory, the supplier
 * count and choosing a tenant/partner. Membership is always checked against
 * the user's own rows; a tenant id from the request never grants anything.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { sessions, tenants, users } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, permissionError } from '../http/errors';
import { translate } from '../http/messages';
import { sessionOf } from '../auth/session';
import { isPartner, membershipIn, membershipsOf, partnersOf } from '../auth/membership';

const tenantIdSchema = { type: 'integer', minimum: 1 } as const;

/** Moves the user (next sign-in) and this session to `tenantId` with partner `purchaseId`. */
async function moveTo(ctx: AppContext, userId: number, sessionId: string, tenantId: number, purchaseId: number | null): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ currentTenantId: tenantId, currentPurchaseId: purchaseId, updatedAt: ctx.now() }).where(eq(users.id, userId));
    await tx.update(sessions).set({ tenantId, purchaseId }).where(eq(sessions.id, sessionId));
  });
}

/** Routes of this module, registered under /eps. */
export const tenantRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerTenantMoves(app, ctx);
  registerTenantLists(app, ctx);
};

/** Moving the session to another of the user's tenants: the switch, and the forced choice with a partner. */
function registerTenantMoves(app: FastifyInstance, ctx: AppContext): void {
  // spec portal-shell 4: the portal shows the message 1.5 s, then logs out.
  app.get<{ Querystring: { tenantId: number } }>(
    '/auth/cas/tenant/switch',
    { schema: { querystring: { type: 'object', required: ['tenantId'], properties: { tenantId: tenantIdSchema } } } },
    async (request) => {
      const session = sessionOf(request);
      const target = await membershipIn(ctx.db, session.userId, request.query.tenantId);
      if (!target) throw permissionError('tenant.notMember');
      const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
      const keepPartner =
        target.kind === 'su' && user?.currentPurchaseId != null && (await isPartner(ctx.db, target.tenantId, user.currentPurchaseId));
      await moveTo(ctx, session.userId, session.id, target.tenantId, keepPartner ? (user?.currentPurchaseId ?? null) : null);
      return ok({ tenantId: target.tenantId, tenantName: target.tenantName }, translate(request.lang, 'tenant.switched'));
    },
  );

  // Forced tenant / partner choice (spec portal-shell 4). `purchaser` is the chosen
  // partner (purchaser tenant id) for a supplier tenant; tenantName is informative.
  app.post<{ Body: { tenantId: number; tenantName?: string; purchaser?: number | string } }>(
    '/usercenter/uc/user/choose/multi/tenant',
    { config: { screen: 'product' },
      schema: {
        body: {
          type: 'object',
          required: ['tenantId'],
          properties: { tenantId: tenantIdSchema, tenantName: { type: 'string', maxLength: 200 }, purchaser: { type: ['integer', 'string'] } },
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const target = await membershipIn(ctx.db, session.userId, request.body.tenantId);
      if (!target) throw permissionError('tenant.notMember');
      const rawPurchaser = request.body.purchaser;
      let purchaseId: number | null = null;
      if (rawPurchaser !== undefined && rawPurchaser !== '') {
        purchaseId = Number(rawPurchaser);
        if (!Number.isInteger(purchaseId) || purchaseId < 1) {
          throw badRequest('errors.fieldInvalid', { field: 'body.purchaser', reason: 'must be a tenant id' });
        }
        if (target.kind !== 'su' || !(await isPartner(ctx.db, target.tenantId, purchaseId))) {
          throw permissionError('tenant.partnerUnknown');
        }
      }
      await moveTo(ctx, session.userId, session.id, target.tenantId, purchaseId);
      return ok({ tenantId: target.tenantId, tenantName: target.tenantName, purchaseId }, translate(request.lang, 'tenant.chosen'));
    },
  );
}

/** The user's tenants (supplier ones with their partners, purchaser ones), the purchaser directory and the supplier count. */
function registerTenantLists(app: FastifyInstance, ctx: AppContext): void {
  // Supplier tenants of the user, each with its partners (spec portal-shell 3, Tenant).
  // `tenantId` narrows the list to that one of the user's tenants (the partner dialog
  // lists the partners of the current tenant); another tenant's id gives an empty list.
  app.get<{ Querystring: { tenantId?: number } }>(
    '/usercenter/cas/multi/supplier/tenant',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', properties: { tenantId: tenantIdSchema } } } },
    async (request) => {
      const session = sessionOf(request);
      const only = request.query.tenantId;
      const mine = (await membershipsOf(ctx.db, session.userId)).filter((m) => m.kind === 'su' && (only === undefined || m.tenantId === only));
      return ok(
        await Promise.all(
          mine.map(async (m) => ({ tenantId: m.tenantId, tenantName: m.tenantName, purchasers: await partnersOf(ctx.db, m.tenantId) })),
        ),
      );
    },
  );

  // Purchaser tenants of the user (tenant switch dropdown).
  app.get('/usercenter/cas/multi/ep/tenant', { config: { screen: 'read' } }, async (request) => {
    const session = sessionOf(request);
    const mine = (await membershipsOf(ctx.db, session.userId)).filter((m) => m.kind === 'ep');
    return ok(mine.map((m) => ({ tenantId: m.tenantId, tenantName: m.tenantName, current: m.tenantId === session.tenantId })));
  });

  // The platform's purchaser directory (partner pickers). Names only: no tenant-owned rows.
  app.get('/usercenter/epsCaTenant/first/category', { config: { screen: 'read' } }, async (request) => {
    sessionOf(request);
    const rows = await ctx.db
      .select({ tenantId: tenants.id, tenantName: tenants.name })
      .from(tenants)
      .where(eq(tenants.kind, 'ep'))
      .orderBy(asc(tenants.id));
    return ok(rows);
  });

  // Joined suppliers (login page counter): data is a number. Public.
  app.get('/usercenter/epsCaTenant/tenantCount', { config: { screen: 'read' } }, async () => {
    const [row] = await ctx.db.select({ n: count() }).from(tenants).where(eq(tenants.kind, 'su'));
    return ok(Number(row?.n ?? 0));
  });
}
