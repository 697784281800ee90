/**
 * Tenant-added menus ("Menus without code"): a tenant administrator
 * reads the tenant's menu tree, adds a node and deletes the tenant's own
 * nodes, with no code change and no rebuild. The new node is granted to the
 * tenant's roles that already see its parent, so it appears in the next
 * permission load (listPermissionNotree) of those users.
 *
 * GET    /eps/lowcode/menus                  the tenant's tree (?deleted=true: with soft-deleted nodes)
 * POST   /eps/lowcode/menus                  { parentId, type, name, i18nTitle?, uri, sort?, appRoute?, iframe? }
 *        an app root (no parent) gets its tenant app record, and an embedded one its first page (tenantApps.ts);
 *        a node goes under an app root or a group (a menu entry without a target, menuRules.ts)
 * DELETE /eps/lowcode/menus/:permissionId    soft delete of one of the tenant's own nodes and its subtree
 *
 * Also: unknown body keys refused, `schema:`/`builtin:` targets
 * checked, soft delete (restore and PATCH are in menuEditRoutes.ts), every
 * write audited. Only holders of `p_lowcode_edit` (403 envelope for others).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { permissions, rolePermissions, roles } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, badRequest, permissionError } from '../http/errors';
import { API_CODES } from '../http/codes';
import { translate } from '../http/messages';
import type { PermissionRow } from '../auth/grants';
import { toPermissionNode } from '../routes/permissions';
import { requireEditor } from './access';
import { audit } from './audit';
import { checkMenuTarget } from './menuTargets';
import { menuOverlaysOf } from './menuOverlayRows';
import { checkMenuVersion } from './menuVersions';
import { isOtherTenants, nest, nodeHash, ownSubtreeIds, tenantMenuRows, unknownKeys } from './menuTree';
import type { NewMenuBody } from './menuRules';
import { checkNewMenu, checkPlacement, newMenuBodySchema } from './menuRules';
import { embeddedAppOf, insertTenantApp } from './tenantApps';

/** A new unique permission code for a tenant node. */
function newCode(tenantId: number): string {
  return `tm_${tenantId}_${randomBytes(5).toString('hex')}`;
}

/** Routes of this module, registered under /eps. */
export const lowcodeMenuRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerMenuTree(app, ctx);
  registerMenuCreate(app, ctx);
  registerMenuDelete(app, ctx);
};

/** The tenant's menu tree. */
function registerMenuTree(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { deleted?: boolean } }>(
    '/lowcode/menus',
    { schema: { querystring: { type: 'object', properties: { deleted: { type: 'boolean' } } } } },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const rows = await tenantMenuRows(ctx.db, scope, request.query.deleted === true);
      return ok(nest(rows, scope.tenantId, await menuOverlaysOf(ctx.db, scope.tenantId)));
    },
  );
}

/** A new node (an app root with its app, or a node under one), granted and audited. */
function registerMenuCreate(app: FastifyInstance, ctx: AppContext): void {
  const newMenuKeys = Object.keys(newMenuBodySchema.properties);
  app.post<{ Body: NewMenuBody }>(
    '/lowcode/menus',
    {
      schema: { body: newMenuBodySchema },
      // Before validation: names every unknown top-level key at once (ajv stops at the first; it refuses nested ones, server/app.ts).
      preValidation: async (request) => {
        const extra = unknownKeys(request.body, newMenuKeys);
        if (extra.length > 0) throw badRequest('lowcode.unknownKeys', { keys: extra.join(', '), allowed: newMenuKeys.join(', ') });
      },
    },
    async (request) => {
    const scope = await requireEditor(ctx, request);
    const body = request.body;
    const checked = checkNewMenu(body);
    if ('issue' in checked) throw badRequest(checked.issue.key, checked.issue.vars);
    const targetIssue = await checkMenuTarget(ctx.db, scope, body.uri);
    if (targetIssue) throw badRequest(targetIssue.key, targetIssue.vars);

    let parent: PermissionRow | undefined;
    if (body.parentId !== undefined && body.parentId !== null) {
      const parentId = body.parentId;
      [parent] = await ctx.db.select().from(permissions).where(eq(permissions.id, parentId)).limit(1);
      // Another tenant's node, or a platform node this tenant does not hold, is as good as missing
      // here, in the same words: another tenant's ids must not be told from unused ones.
      const inTree = parent !== undefined && (await tenantMenuRows(ctx.db, scope)).some((row) => row.id === parentId);
      if (!parent || !inTree) throw badRequest('lowcode.parentMissing', { parentId });
      const misplaced = checkPlacement(body.type, parent);
      if (misplaced) throw badRequest(misplaced.key, misplaced.vars);
    }

    const siblings = parent ? eq(permissions.parentId, parent.id) : undefined;
    const [last] = await ctx.db.select({ sort: max(permissions.sort) }).from(permissions).where(scope.visible(permissions, siblings));
    const code = newCode(scope.tenantId);
    const name = body.name.trim();
    const uri = (body.uri ?? '').trim() || null;
    const appRoute = body.appRoute ?? code.replace(/_/g, '-');
    const i18nTitle = body.i18nTitle ?? null;
    // The node, its app (for an app root) and its grants are stored together or not at all.
    const row = await ctx.db.transaction(async (tx) => {
      const appInfoId = parent ? parent.appInfoId : await insertTenantApp(tx, scope, { code, name, i18nTitle, uri, appRoute, iframe: body.iframe === true });
      const node = { tenantId: scope.tenantId, isMenu: 1, translateCode: null, appInfoId, status: 1, appCode: '2' };
      const [row] = await tx
        .insert(permissions)
        .values({ ...node, parentId: parent?.id ?? null, type: body.type, name, permissionCode: code, uri, i18nTitle, appRoute, sort: body.sort ?? (last?.sort ?? 0) + 10 })
        .returning();
      if (!row) throw new Error('lowcode: menu node not inserted');
      // An embedded app opens on a first page showing its target, as shipped embedded apps do.
      const firstPage = parent || !embeddedAppOf(uri) ? [] : await tx
        .insert(permissions)
        .values({ ...node, parentId: row.id, type: 1, name, permissionCode: `${code}_home`, uri, i18nTitle, appRoute: 'home', sort: 10 })
        .returning({ id: permissions.id });

      // Granted to the tenant's roles that see the parent (all its roles for a new app root).
      const tenantRoles = await tx.select({ id: roles.id }).from(roles).where(scope.own(roles));
      const holders = parent
        ? (
            await tx
              .select({ id: rolePermissions.roleId })
              .from(rolePermissions)
              .where(and(eq(rolePermissions.permissionId, parent.id), inArray(rolePermissions.roleId, tenantRoles.map((r) => r.id).concat(-1))))
          ).map((r) => r.id)
        : [];
      const grantTo = holders.length > 0 ? holders : tenantRoles.map((r) => r.id);
      const granted = [row.id, ...firstPage.map((page) => page.id)];
      if (grantTo.length > 0) await tx.insert(rolePermissions).values(grantTo.flatMap((roleId) => granted.map((permissionId) => ({ roleId, permissionId }))));
      await audit(tx, scope, { kind: 'menu', action: 'create', target: String(row.id), afterHash: nodeHash(row) });
      return row;
    });
    return ok(toPermissionNode(row), translate(request.lang, 'lowcode.created'));
  });
}

/** Soft delete of one of the tenant's own nodes and its subtree. */
function registerMenuDelete(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Params: { permissionId: number } }>(
    '/lowcode/menus/:permissionId',
    { schema: { params: { type: 'object', required: ['permissionId'], properties: { permissionId: { type: 'integer', minimum: 1 } } } } },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { permissionId } = request.params;
      const [row] = await ctx.db.select().from(permissions).where(and(eq(permissions.id, permissionId), isNull(permissions.deletedAt))).limit(1);
      // Another tenant's node is answered as a missing one: its ids must not be told from unused ones.
      if (!row || isOtherTenants(row, scope)) throw new AppError(404, API_CODES.NOT_FOUND, 'lowcode.menuNotFound', { permissionId });
      // Platform nodes are in every tenant's tree, but not its to delete.
      if (row.tenantId !== scope.tenantId) throw permissionError('lowcode.notOwnMenu');
      // Soft: the node and its subtree share one deletion time, so restore brings back exactly them.
      await ctx.db.transaction(async (tx) => {
        await checkMenuVersion(tx, request, scope.tenantId, permissionId);
        const ids = await ownSubtreeIds(tx, scope, permissionId);
        await tx.update(permissions).set({ deletedAt: ctx.now() }).where(scope.own(permissions, inArray(permissions.id, ids), isNull(permissions.deletedAt)));
        await audit(tx, scope, { kind: 'menu', action: 'delete', target: String(permissionId), beforeHash: nodeHash(row) });
      });
      return ok({ permissionId }, translate(request.lang, 'lowcode.deleted'));
    },
  );
}
