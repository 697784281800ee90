/**
 * Every studio write leaves an audit entry and bumps the tenant's
 * configuration version, inside the write's own transaction: an entry exists
 * exactly when the change does, and a portal that sees the new version finds
 * the change already committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lowcodeAudit, tenantConfigVersions, users } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';

/** What changed. */
export interface AuditEntry {
  kind: 'screen' | 'text' | 'menu';
  action: string;
  target: string;
  version?: number | null;
  beforeHash?: string | null;
  afterHash?: string | null;
}

/** The signed-in user's display name (kept in the entry: the user may be deleted later). */
export async function userNameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? String(userId);
}

/** Writes the entry and bumps the configuration version; call inside the write's transaction. */
export async function audit(tx: Db, scope: TenantScope, entry: AuditEntry): Promise<void> {
  await tx.insert(lowcodeAudit).values({
    tenantId: scope.tenantId,
    userId: scope.session.userId,
    userName: await userNameOf(tx, scope.session.userId),
    kind: entry.kind,
    action: entry.action,
    target: entry.target,
    version: entry.version ?? null,
    beforeHash: entry.beforeHash ?? null,
    afterHash: entry.afterHash ?? null,
  });
  await bumpConfigVersion(tx, scope.tenantId);
}

/**
 * Moves the tenant's configuration version on: every cached answer of the tenant (menus, grants, texts,
 * screens; http/tenantCache.ts) is rebuilt on its next request, on every server. Call it in the transaction
 * of any write that changes what those answers hold (a studio write, a change of someone's roles).
 */
export async function bumpConfigVersion(tx: Db, tenantId: number): Promise<void> {
  await tx
    .insert(tenantConfigVersions)
    .values({ tenantId, version: 1 })
    .onConflictDoUpdate({ target: tenantConfigVersions.tenantId, set: { version: sql`${tenantConfigVersions.version} + 1`, updatedAt: sql`now()` } });
}

/** The tenant's configuration version: 0 until the first studio write. */
export async function configVersionOf(db: Db, tenantId: number): Promise<number> {
  const [row] = await db.select({ version: tenantConfigVersions.version }).from(tenantConfigVersions).where(eq(tenantConfigVersions.tenantId, tenantId)).limit(1);
  return row?.version ?? 0;
}
