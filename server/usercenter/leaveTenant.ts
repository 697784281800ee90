/**
 * Leaving a tenant (exit enterprise, spec portal-shell 2.3 / 5) in one
 * transaction: the membership, the roles the user held there and every
 * session of the user in that tenant (this one and those in other browsers)
 * go together, so no live session keeps reading or writing the tenant.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { roles, sessions, userRoles, users, userTenants } from '../db/schema';
import { bumpConfigVersion } from '../lowcode/audit';

/** Removes `userId` from `tenantId`; `wasCurrent` also clears the remembered tenant. */
export async function leaveTenant(ctx: AppContext, userId: number, tenantId: number, wasCurrent: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(userTenants).where(and(eq(userTenants.userId, userId), eq(userTenants.tenantId, tenantId)));
    const tenantRoles = tx.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, tenantId));
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, tenantRoles)));
    // Roles changed: no server may keep answering the grants it cached before (http/tenantCache.ts).
    await bumpConfigVersion(tx, tenantId);
    // Re-scoped rather than deleted: the sessions stay signed in but act in no tenant.
    await tx.update(sessions).set({ tenantId: null, purchaseId: null }).where(and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId)));
    if (wasCurrent) {
      await tx.update(users).set({ currentTenantId: null, currentPurchaseId: null, updatedAt: ctx.now() }).where(eq(users.id, userId));
    }
  });
}
