/**
 * Tenant-added menus (issue 4, "Menus without code"): a tenant administrator
 * reads the tenant's menu tree, adds a node and deletes the tenant's own
 * nodes, with no code change and no rebuild. The new node is granted to the
 * tenant's roles that already see its parent, so it appears in the next
 * permission load (listPermissionNotree) of those users.
 *
 * GET    /eps/lowcode/menus                  the tenant's tree
 * POST   /eps/lowcode/menus                  { parentId, type, name, i18nTitle?, uri, sort?, appRoute? }
 * DELETE /eps/lowcode/menus/:permissionId    one of the tenant's own nodes (and its subtree)
 *
 * Only holders of `p_lowcode_edit` (403 envelope for others).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { permissions, rolePermissions, roles } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { AppError, badRequest, permissionError } from '../http/errors';
import { API_CODES } from '../http/codes';
import { translate } from '../http/messages';
import type { Db } from '../db/client';
import type { PermissionRow } from '../auth/grants';
import { requirePermission } from '../auth/grants';
import { toPermissionNode } from '../routes/permissions';
import type { NewMenuBody } from './menuRules';
import { checkNewMenu, newMenuBodySchema } from './menuRules';

/** The permission key that allows editing menus (seeded for the tenant administrator role). */
export const MENU_EDIT_PERMISSION = 'p_lowcode_edit';

type TreeNode = ReturnType<typeof toPermissionNode> & { editable: boolean; children: TreeNode[] };

/** Ids of the nodes any role of the scope's tenant grants. */
function tenantGrantedIds(db: Db, scope: TenantScope) {
  return db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .where(scope.own(roles));
}

/** The tenant's menu nodes: platform menus granted to one of its roles, and its own nodes. */
async function tenantMenuRows(db: Db, scope: TenantScope): Promise<PermissionRow[]> {
  const rows = await db
    .select()
    .from(permissions)
    .where(scope.visible(permissions, eq(permissions.isMenu, 1)))
    .orderBy(permissions.sort, permissions.id);
  const granted = new Set((await tenantGrantedIds(db, scope)).map((row) => row.id));
  return rows.filter((row) => row.tenantId === scope.tenantId || granted.has(row.id));
}

/** Nests flat rows by parentId; a node whose parent is not in the set becomes a root. */
function nest(rows: readonly PermissionRow[], tenantId: number): TreeNode[] {
  const byId = new Map<number, TreeNode>();
  for (const row of rows) byId.set(row.id, { ...toPermissionNode(row), editable: row.tenantId === tenantId, children: [] });
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.id) as TreeNode;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A new unique permission code for a tenant node. */
function newCode(tenantId: number): string {
  return `tm_${tenantId}_${randomBytes(5).toString('hex')}`;
}

/** Routes of this module, registered under /eps. */
export const lowcodeMenuRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get('/lowcode/menus', async (request) => {
    const scope = scopeOf(request);
    await requirePermission(ctx.db, scope, MENU_EDIT_PERMISSION);
    return ok(nest(await tenantMenuRows(ctx.db, scope), scope.tenantId));
  });

  app.post<{ Body: NewMenuBody }>('/lowcode/menus', { schema: { body: newMenuBodySchema } }, async (request) => {
    const scope = scopeOf(request);
    await requirePermission(ctx.db, scope, MENU_EDIT_PERMISSION);
    const body = request.body;
    const checked = checkNewMenu(body);
    if ('issue' in checked) throw badRequest(checked.issue.key, checked.issue.vars);

    let parent: PermissionRow | undefined;
    if (body.parentId !== undefined && body.parentId !== null) {
      const parentId = body.parentId;
      [parent] = await ctx.db.select().from(permissions).where(eq(permissions.id, parentId)).limit(1);
      if (parent && parent.tenantId !== null && parent.tenantId !== scope.tenantId) {
        throw badRequest('lowcode.parentOtherTenant', { parentId });
      }
      // A platform node this tenant does not hold is as good as missing here.
      const inTree = parent !== undefined && (await tenantMenuRows(ctx.db, scope)).some((row) => row.id === parentId);
      if (!parent || !inTree) throw badRequest('lowcode.parentMissing', { parentId });
    }

    const siblings = parent ? eq(permissions.parentId, parent.id) : undefined;
    const [last] = await ctx.db.select({ sort: max(permissions.sort) }).from(permissions).where(scope.visible(permissions, siblings));
    const code = newCode(scope.tenantId);
    const [row] = await ctx.db
      .insert(permissions)
      .values({
        tenantId: scope.tenantId,
        parentId: parent?.id ?? null,
        type: body.type,
        name: body.name.trim(),
        permissionCode: code,
        uri: (body.uri ?? '').trim() || null,
        isMenu: 1,
        translateCode: null,
        i18nTitle: body.i18nTitle ?? null,
        appInfoId: parent?.appInfoId ?? null,
        appRoute: body.appRoute ?? code.replace(/_/g, '-'),
        status: 1,
        appCode: '2',
        sort: body.sort ?? (last?.sort ?? 0) + 10,
      })
      .returning();
    if (!row) throw new Error('lowcode: menu node not inserted');

    // Granted to the tenant's roles that see the parent (all its roles for a new app root).
    const tenantRoles = await ctx.db.select({ id: roles.id }).from(roles).where(scope.own(roles));
    const holders = parent
      ? (
          await ctx.db
            .select({ id: rolePermissions.roleId })
            .from(rolePermissions)
            .where(and(eq(rolePermissions.permissionId, parent.id), inArray(rolePermissions.roleId, tenantRoles.map((r) => r.id).concat(-1))))
        ).map((r) => r.id)
      : [];
    const grantTo = holders.length > 0 ? holders : tenantRoles.map((r) => r.id);
    if (grantTo.length > 0) await ctx.db.insert(rolePermissions).values(grantTo.map((roleId) => ({ roleId, permissionId: row.id })));
    return ok(toPermissionNode(row), translate(request.lang, 'lowcode.created'));
  });

  app.delete<{ Params: { permissionId: number } }>(
    '/lowcode/menus/:permissionId',
    { schema: { params: { type: 'object', required: ['permissionId'], properties: { permissionId: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const scope = scopeOf(request);
      await requirePermission(ctx.db, scope, MENU_EDIT_PERMISSION);
      const { permissionId } = request.params;
      const [row] = await ctx.db.select().from(permissions).where(eq(permissions.id, permissionId)).limit(1);
      if (!row) throw new AppError(404, API_CODES.NOT_FOUND, 'lowcode.menuNotFound', { permissionId });
      // Platform nodes and other tenants' nodes are not this tenant's to delete.
      if (row.tenantId !== scope.tenantId) throw permissionError('lowcode.notOwnMenu');
      // Children and grants go with it (foreign keys cascade).
      await ctx.db.delete(permissions).where(scope.own(permissions, eq(permissions.id, permissionId)));
      return ok({ permissionId }, translate(request.lang, 'lowcode.deleted'));
    },
  );
};
