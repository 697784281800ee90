/**
 * Which tenants a user belongs to, a supplier's partners, and the tenant a new
 * session starts in. These read the user's own membership rows, so they are
 * keyed by user id rather than by a TenantScope.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenantPartners, tenants, userTenants, users } from '../db/schema';

/** A tenant the user belongs to. */
export interface Membership {
  tenantId: number;
  tenantName: string;
  kind: 'ep' | 'su';
  code: string;
  position: string | null;
  department: string | null;
}

/** A tenant as the portal lists it (spec portal-shell 3, Tenant). */
export interface TenantRef {
  tenantId: number;
  tenantName: string;
}

/** The select columns of a {@link Membership}, for a query that joins `userTenants` and `tenants` (on the membership). */
export function membershipColumns() {
  return {
    tenantId: tenants.id,
    tenantName: tenants.name,
    kind: tenants.kind,
    code: tenants.code,
    position: userTenants.position,
    department: userTenants.department,
  };
}

/** The user's tenants in their sort order. */
export async function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  return db
    .select(membershipColumns())
    .from(userTenants)
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .where(eq(userTenants.userId, userId))
    .orderBy(asc(userTenants.sort), asc(tenants.id));
}

/** The membership of `userId` in `tenantId`, or undefined. */
export async function membershipIn(db: Db, userId: number, tenantId: number): Promise<Membership | undefined> {
  return (await membershipsOf(db, userId)).find((m) => m.tenantId === tenantId);
}

/** The purchaser tenants a supplier tenant trades with. */
export async function partnersOf(db: Db, supplierTenantId: number): Promise<TenantRef[]> {
  return db
    .select({ tenantId: tenants.id, tenantName: tenants.name })
    .from(tenantPartners)
    .innerJoin(tenants, eq(tenants.id, tenantPartners.purchaserTenantId))
    .where(eq(tenantPartners.supplierTenantId, supplierTenantId))
    .orderBy(asc(tenants.id));
}

/** True when `purchaserTenantId` is a partner of `supplierTenantId`. */
export async function isPartner(db: Db, supplierTenantId: number, purchaserTenantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenantPartners.purchaserTenantId })
    .from(tenantPartners)
    .where(and(eq(tenantPartners.supplierTenantId, supplierTenantId), eq(tenantPartners.purchaserTenantId, purchaserTenantId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Where a new session of `user` starts: the remembered tenant if still a
 * member, else the only one. A purchaser (type 0) in several tenants with
 * none remembered starts in no tenant: the portal then asks for one (spec
 * portal-shell 4 and 5, forced tenant choice, 'Please select a tenant!').
 * Anyone else falls back to their first tenant.
 */
export async function startingTenant(
  db: Db,
  user: Pick<typeof users.$inferSelect, 'id' | 'type' | 'currentTenantId' | 'currentPurchaseId'>,
): Promise<{ tenantId: number | null; purchaseId: number | null }> {
  const memberships = await membershipsOf(db, user.id);
  const remembered = memberships.find((m) => m.tenantId === user.currentTenantId);
  const mustChoose = !remembered && user.type === 0 && memberships.length > 1;
  const chosen = mustChoose ? undefined : (remembered ?? memberships[0]);
  if (!chosen) return { tenantId: null, purchaseId: null };
  const purchaseId =
    chosen.kind === 'su' && user.currentPurchaseId !== null && (await isPartner(db, chosen.tenantId, user.currentPurchaseId))
      ? user.currentPurchaseId
      : null;
  return { tenantId: chosen.tenantId, purchaseId };
}
