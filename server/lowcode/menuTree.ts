/**
 * The tenant's menu tree as the studio sees it: platform menus granted to one
 * of its roles and its own nodes, nested; soft-deleted nodes only on request.
 */
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import type { PermissionRow } from '../auth/grants';
import { toPermissionNode } from '../routes/permissions';
import { documentHash } from './hash';
import { withOverlay, type MenuOverlay } from './menuOverlayRows';

/** A node of the studio's tree; `overlay`: the tenant's changes over a shipped entry (already applied). */
/** `version`: the node as the tenant sees it, hashed; a write from the studio sends it back (menuVersions.ts). */
export type TreeNode = ReturnType<typeof toPermissionNode> & { editable: boolean; deletedAt: string | null; overlay: MenuOverlay | null; version: string; children: TreeNode[] };

/** Ids of the nodes any role of the scope's tenant grants. */
function tenantGrantedIds(db: Db, scope: TenantScope) {
  return db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(scope.own(roles));
}

/** The tenant's menu nodes: platform menus granted to one of its roles, and its own nodes. */
export async function tenantMenuRows(db: Db, scope: TenantScope, includeDeleted = false): Promise<PermissionRow[]> {
  const rows = await db
    .select()
    .from(permissions)
    .where(scope.visible(permissions, eq(permissions.isMenu, 1), includeDeleted ? undefined : isNull(permissions.deletedAt)))
    .orderBy(permissions.sort, permissions.id);
  const granted = new Set((await tenantGrantedIds(db, scope)).map((row) => row.id));
  return rows.filter((row) => row.tenantId === scope.tenantId || granted.has(row.id));
}

/** True for a node of another tenant (not a platform node, not this tenant's own). */
export function isOtherTenants(row: PermissionRow, scope: TenantScope): boolean {
  return row.tenantId !== null && row.tenantId !== scope.tenantId;
}

/** Nests flat rows by parentId, with the tenant's overlays applied; a node whose parent is not in the set becomes a root. */
export function nest(rows: readonly PermissionRow[], tenantId: number, overlays: ReadonlyMap<number, MenuOverlay> = new Map()): TreeNode[] {
  const byId = new Map<number, TreeNode>();
  for (const row of rows) {
    const overlay = row.tenantId === null ? (overlays.get(row.id) ?? null) : null;
    const shown = withOverlay(row, overlay ?? undefined);
    byId.set(row.id, { ...toPermissionNode(shown), editable: row.tenantId === tenantId, deletedAt: row.deletedAt?.toISOString() ?? null, overlay, version: nodeHash(shown), children: [] });
  }
  const roots: TreeNode[] = [];
  // In the order the tenant sees (an overlay may move a shipped entry).
  const ordered = [...byId.values()].sort((a, b) => a.sort - b.sort || a.permissionId - b.permissionId);
  for (const node of ordered) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids of `rootId` and every node under it among the tenant's own nodes (deleted ones included). */
export async function ownSubtreeIds(db: Db, scope: TenantScope, rootId: number): Promise<number[]> {
  const rows = await db.select({ id: permissions.id, parentId: permissions.parentId }).from(permissions).where(scope.own(permissions));
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) for (const row of rows) if (row.parentId === ids[i]) ids.push(row.id);
  return ids;
}

/** The hash of a node as the audit log records it. */
export const nodeHash = (row: PermissionRow): string => documentHash(toPermissionNode(row));

/** Refuses body keys the call does not know (Fastify would drop them silently). */
export function unknownKeys(body: unknown, allowed: readonly string[]): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !allowed.includes(key));
}
