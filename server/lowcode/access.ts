/** Who may use the studio calls: holders of `p_lowcode_edit`, in the session's tenant (403 envelope otherwise). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/grants';
import type { TenantScope } from '../db/tenantScope';
import { scopeOf } from '../db/tenantScope';

/** The permission key of the studio (seeded for the tenant administrator role). */
export const LOWCODE_EDIT_PERMISSION = 'p_lowcode_edit';

/** The request's tenant scope, once the user is known to hold {@link LOWCODE_EDIT_PERMISSION}. */
export async function requireEditor(ctx: AppContext, request: FastifyRequest): Promise<TenantScope> {
  const scope = scopeOf(request);
  await requirePermission(ctx.db, scope, LOWCODE_EDIT_PERMISSION);
  return scope;
}
