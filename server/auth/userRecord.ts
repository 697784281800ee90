/**
 * What the user info of spec portal-shell 3 is read from: the user row, the
 * membership in the session's tenant, the purchaser's name and whether that
 * tenant has partners. The columns are shared by the two queries that read
 * them: userInfo.ts's own (sign-in calls) and the session lookup that
 * session-info asks for (session.ts), which reads them in the same round trip
 * as the session itself.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tenantPartners, tenants, userTenants, users } from '../db/schema';
import { membershipColumns } from './membership';

/** The purchaser tenant of a session (a second join of `tenants`). */
export const purchaser = alias(tenants, 'purchaser');

/**
 * The select columns of a user record, for a query that joins `users`, `userTenants` (the membership in the
 * session's tenant), `tenants` (on the membership) and {@link purchaser}. A join that matches no row leaves
 * its part null.
 */
export function userRecordColumns() {
  const hasPartners = sql<boolean>`exists (select 1 from ${tenantPartners} where ${eq(tenantPartners.supplierTenantId, userTenants.tenantId)})`;
  return {
    user: getTableColumns(users),
    ...membershipColumns(),
    purchaseName: purchaser.name,
    hasPartners: hasPartners.as('has_partners'),
  };
}

/** One row of {@link userRecordColumns}; `user` is null when the user row is gone. */
export interface UserRecordRow {
  user: typeof users.$inferSelect | null;
  tenantId: number | null;
  tenantName: string | null;
  kind: 'ep' | 'su' | null;
  code: string | null;
  position: string | null;
  department: string | null;
  purchaseName: string | null;
  hasPartners: boolean | null;
}
