/**
 * What a signed-in user may see in their current tenant: permission nodes
 * granted through the roles they hold in that tenant (spec portal-shell 6),
 * restricted to platform nodes and the tenant's own nodes.
 */
import { asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, permissions, rolePermissions, roles, userRoles } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { permissionError } from '../http/errors';

/** A permission row. */
export type PermissionRow = typeof permissions.$inferSelect;
/** An app row. */
export type AppRow = typeof apps.$inferSelect;

/** Node types that root an app (spec portal-shell 2.3). */
export const APP_ROOT_TYPES = [2, 11] as const;

function grantedIds(db: Db, scope: TenantScope) {
  return db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(scope.own(roles, eq(userRoles.userId, scope.session.userId)));
}

/** The granted permission nodes, in menu order. */
export async function grantedPermissions(db: Db, scope: TenantScope): Promise<PermissionRow[]> {
  return db
    .select()
    .from(permissions)
    .where(scope.visible(permissions, isNull(permissions.deletedAt), inArray(permissions.id, grantedIds(db, scope))))
    .orderBy(asc(permissions.sort), asc(permissions.id));
}

/** True when the user holds the permission key `code` in the scope's tenant. */
export async function hasPermission(db: Db, scope: TenantScope, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      scope.visible(
        permissions,
        eq(permissions.permissionCode, code),
        eq(permissions.status, 1),
        isNull(permissions.deletedAt),
        inArray(permissions.id, grantedIds(db, scope)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Throws PERMISSION_ERROR unless the user holds `code`. */
export async function requirePermission(db: Db, scope: TenantScope, code: string): Promise<void> {
  if (!(await hasPermission(db, scope, code))) throw permissionError();
}

/** Apps whose root node is granted, in display order. */
export async function grantedApps(db: Db, scope: TenantScope): Promise<AppRow[]> {
  const rootAppIds = db
    .select({ id: permissions.appInfoId })
    .from(permissions)
    .where(
      scope.visible(
        permissions,
        inArray(permissions.type, [...APP_ROOT_TYPES]),
        isNotNull(permissions.appInfoId),
        eq(permissions.status, 1),
        isNull(permissions.deletedAt),
        inArray(permissions.id, grantedIds(db, scope)),
      ),
    );
  return db
    .select()
    .from(apps)
    .where(scope.visible(apps, inArray(apps.id, rootAppIds)))
    .orderBy(asc(apps.sort), asc(apps.id));
}

/** One granted app by id, or undefined (another tenant's app is never found). */
export async function grantedApp(db: Db, scope: TenantScope, appId: number): Promise<AppRow | undefined> {
  return (await grantedApps(db, scope)).find((app) => app.id === appId);
}
