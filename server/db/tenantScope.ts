/**
 * Tenant isolation. Every query over tenant-owned rows takes its tenant filter
 * from a TenantScope, and a TenantScope can only be obtained from a signed-in
 * request (scopeOf), so a tenant id from the URL or body never selects rows by
 * itself: it is compared with the scope (assertSame) or ignored.
 * The session's tenant is not trusted either: every request re-checks that the
 * user still belongs to it (resolveSession in auth/session.ts), so leaving a tenant in one
 * session ends that tenant's access in all the user's other sessions at once.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
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
