/**
 * Tenant isolation. Every query over tenant-owned rows takes its tenant filter
 * from a TenantScope, and a TenantScope can only be obtained from a signed-in
 * request (scopeOf), so a tenant id from the URL or body never selects rows by
 * itself: it is compared with the scope (assertSame) or ignored.
 * The session's tenant is not trusted either: every request re-checks that the
 * user still belongs to it (confirmMembership), so leaving a tenant in one
 * session ends that tenant's access in all the user's other sessions at once.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, userTenants } from './schema';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { permissionError } from '../http/errors';
import type { SessionContext } from '../auth/session';
import { sessionOf } from '../auth/session';

/** A table with a tenant column. */
export interface TenantOwned {
  tenantId: PgColumn;
}

/** The tenant a signed-in request acts in. */
export class TenantScope {
  constructor(
    readonly tenantId: number,
    readonly session: SessionContext,
  ) {}

  /** Rows owned by this tenant, plus any extra conditions. */
  own(table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL {
    return and(eq(table.tenantId, this.tenantId), ...conditions) as SQL;
  }

  /** Rows owned by this tenant or by the platform (null tenant), plus extra conditions. */
  visible(table: TenantOwned, ...conditions: (SQL | undefined)[]): SQL {
    return and(or(isNull(table.tenantId), eq(table.tenantId, this.tenantId)), ...conditions) as SQL;
  }

  /** Throws PERMISSION_ERROR unless `tenantId` (from a URL or body) is this scope's tenant. */
  assertSame(tenantId: number): void {
    if (tenantId !== this.tenantId) throw permissionError();
  }
}

/** The scope of a signed-in request; PERMISSION_ERROR when the session has no tenant. */
export function scopeOf(request: FastifyRequest): TenantScope {
  const session = sessionOf(request);
  if (session.tenantId === null) throw permissionError();
  return new TenantScope(session.tenantId, session);
}

/**
 * The session as it may act: unchanged while the user still belongs to its
 * tenant; otherwise (the user left or was removed) the session row is moved
 * out of the tenant and the returned context has no tenant, so scopeOf refuses.
 */
export async function confirmMembership(db: Db, session: SessionContext): Promise<SessionContext> {
  if (session.tenantId === null) return session;
  const member = await db
    .select({ userId: userTenants.userId })
    .from(userTenants)
    .where(and(eq(userTenants.userId, session.userId), eq(userTenants.tenantId, session.tenantId)))
    .limit(1);
  if (member.length > 0) return session;
  await db.update(sessions).set({ tenantId: null, purchaseId: null }).where(eq(sessions.id, session.id));
  return { ...session, tenantId: null, purchaseId: null };
}
