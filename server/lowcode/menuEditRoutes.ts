/**
 * Editing the tenant's own menu nodes in place: the id and the
 * permission code never change, so grants and links stay valid.
 *
 * PATCH /eps/lowcode/menus/:permissionId           any of { name, i18nTitle, uri, sort, parentId, hidden }
 * POST  /eps/lowcode/menus/reorder                 { parentId, order: [permissionId...] } (shipped siblings: an overlay order;
 *                                                  If-Match may name each sibling's version)
 * POST  /eps/lowcode/menus/:permissionId/restore   a soft-deleted node and its subtree come back
 *
 * Unknown body keys are refused with a message naming them. A change made on
 * a copy of the node someone has replaced since is refused with 409 (menuVersions.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import type { Db } from '../db/client';
import { permissions } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { AppError, badRequest, permissionError } from '../http/errors';
import { API_CODES } from '../http/codes';
import { translate } from '../http/messages';
import type { PermissionRow } from '../auth/grants';
import { toPermissionNode } from '../routes/permissions';
import { traitsOf } from '../../src/menu/index';
import { requireEditor } from './access';
import { audit } from './audit';
import { checkNewMenu, checkPlacement, isGroup, newMenuBodySchema } from './menuRules';
import { renameTenantApp } from './tenantApps';
import { checkMenuTarget } from './menuTargets';
import { writeOverlay } from './menuOverlay';
import { isOtherTenants, nodeHash, ownSubtreeIds, tenantMenuRows, unknownKeys } from './menuTree';
import { checkMenuVersion } from './menuVersions';

/** The body of PATCH: every key optional. */
interface MenuPatch {
  name?: string;
  i18nTitle?: { 'zh-cn'?: string; en?: string } | null;
  uri?: string | null;
  sort?: number;
  parentId?: number | null;
  hidden?: boolean;
}

const props = newMenuBodySchema.properties;
const patchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { name: props.name, i18nTitle: props.i18nTitle, uri: props.uri, sort: props.sort, parentId: props.parentId, hidden: { type: 'boolean' } },
} as const;
const PATCH_KEYS = Object.keys(patchSchema.properties);
const idParams = { type: 'object', required: ['permissionId'], properties: { permissionId: { type: 'integer', minimum: 1 } } } as const;

/**
 * One of the tenant's own nodes, or the 404 / 403 answer. Another tenant's
 * node gets the 404 of a missing one (its ids must not be told from unused
 * ones); a platform node, in every tenant's tree, the 403.
 */
async function ownNode(db: Db, scope: TenantScope, permissionId: number, deleted: boolean): Promise<PermissionRow> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, permissionId)).limit(1);
  if (!row || isOtherTenants(row, scope) || (row.tenantId === scope.tenantId && (row.deletedAt !== null) !== deleted)) {
    throw new AppError(404, API_CODES.NOT_FOUND, deleted ? 'lowcode.menuNotDeleted' : 'lowcode.menuNotFound', { permissionId });
  }
  if (row.tenantId !== scope.tenantId) throw permissionError('lowcode.notOwnMenuEdit');
  return row;
}

/** Routes of this module, registered under /eps. */
export const menuEditRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerMenuPatch(app, ctx);
  registerMenuReorder(app, ctx);
  registerMenuRestore(app, ctx);
};

/** PATCH: a node's fields, its place in the tree (and its app, with its subtree). */
function registerMenuPatch(app: FastifyInstance, ctx: AppContext): void {
  app.patch<{ Params: { permissionId: number }; Body: MenuPatch }>(
    '/lowcode/menus/:permissionId',
    {
      schema: { params: idParams, body: patchSchema },
      preValidation: async (request) => {
        const extra = unknownKeys(request.body, PATCH_KEYS);
        if (extra.length > 0) throw badRequest('lowcode.unknownKeys', { keys: extra.join(', '), allowed: PATCH_KEYS.join(', ') });
      },
    },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { permissionId } = request.params;
      const row = await ownNode(ctx.db, scope, permissionId, false);
      const body = request.body;
      const next = {
        name: body.name === undefined ? row.name : body.name.trim(),
        i18nTitle: body.i18nTitle === undefined ? row.i18nTitle : body.i18nTitle,
        uri: body.uri === undefined ? row.uri : (body.uri ?? '').trim() || null,
        sort: body.sort ?? row.sort,
        parentId: body.parentId === undefined ? row.parentId : body.parentId,
        hidden: body.hidden === undefined ? row.hidden : body.hidden ? 1 : 0,
      };
      const checked = checkNewMenu({ type: row.type, name: next.name, uri: next.uri, parentId: next.parentId });
      if ('issue' in checked) throw badRequest(checked.issue.key, checked.issue.vars);
      if (body.uri !== undefined) {
        const targetIssue = await checkMenuTarget(ctx.db, scope, next.uri);
        if (targetIssue) throw badRequest(targetIssue.key, targetIssue.vars);
        // A group with entries under it keeps no target: the side menu would hide the page or the entries.
        if (isGroup(row) && !isGroup({ type: row.type, uri: next.uri }) && (await tenantMenuRows(ctx.db, scope)).some((r) => r.parentId === row.id)) {
          throw badRequest('lowcode.groupHasChildren', { permissionId });
        }
      }
      let appInfoId = row.appInfoId;
      if (body.parentId !== undefined && next.parentId !== row.parentId && next.parentId !== null) {
        const parentId = next.parentId;
        const subtree = await ownSubtreeIds(ctx.db, scope, permissionId);
        if (subtree.includes(parentId)) throw badRequest('lowcode.parentCycle', { permissionId });
        const parent = (await tenantMenuRows(ctx.db, scope)).find((r) => r.id === parentId);
        if (!parent) throw badRequest('lowcode.parentMissing', { parentId });
        const misplaced = checkPlacement(row.type, parent);
        if (misplaced) throw badRequest(misplaced.key, misplaced.vars);
        appInfoId = parent.appInfoId;
      }
      const updated = await ctx.db.transaction(async (tx) => {
        await checkMenuVersion(tx, request, scope.tenantId, permissionId);
        const [saved] = await tx
          .update(permissions)
          .set({ ...next, appInfoId })
          .where(scope.own(permissions, eq(permissions.id, permissionId)))
          .returning();
        if (!saved) throw new Error('lowcode: menu not updated');
        // A tenant app is named as its root (its tile and the Apps menu show the app's name).
        if (traitsOf(row.type)?.appRoot && row.appInfoId !== null && (body.name !== undefined || body.i18nTitle !== undefined)) {
          await renameTenantApp(tx, scope, row.appInfoId, saved.name, saved.i18nTitle);
        }
        // A node moved to another app takes its subtree along.
        if (appInfoId !== row.appInfoId && !traitsOf(row.type)?.appRoot) {
          const ids = await ownSubtreeIds(tx, scope, permissionId);
          await tx.update(permissions).set({ appInfoId }).where(scope.own(permissions, inArray(permissions.id, ids)));
        }
        const moved = next.parentId !== row.parentId || next.sort !== row.sort;
        await audit(tx, scope, { kind: 'menu', action: moved && Object.keys(body).every((k) => k === 'parentId' || k === 'sort') ? 'move' : 'update', target: String(permissionId), beforeHash: nodeHash(row), afterHash: nodeHash(saved) });
        return saved;
      });
      return ok(toPermissionNode(updated), translate(request.lang, 'lowcode.updated'));
    },
  );
}

/** A new order of siblings. */
function registerMenuReorder(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { parentId: number | null; order: number[] } }>(
    '/lowcode/menus/reorder',
    {
      schema: {
        body: {
          type: 'object',
          required: ['parentId', 'order'],
          additionalProperties: false,
          properties: { parentId: { type: ['integer', 'null'], minimum: 1 }, order: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: { type: 'integer', minimum: 1 } } },
        },
      },
      preValidation: async (request) => {
        const extra = unknownKeys(request.body, ['parentId', 'order']);
        if (extra.length > 0) throw badRequest('lowcode.unknownKeys', { keys: extra.join(', '), allowed: 'parentId, order' });
      },
    },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { parentId, order } = request.body;
      // Siblings of the tenant's tree: its own nodes take the new order in place, shipped ones as an overlay.
      const siblings = new Map((await tenantMenuRows(ctx.db, scope)).filter((r) => r.parentId === parentId).map((r) => [r.id, r]));
      const stranger = order.find((id) => !siblings.has(id));
      if (stranger !== undefined) throw badRequest('lowcode.menuNotFound', { permissionId: stranger });
      await ctx.db.transaction(async (tx) => {
        // Made on the studio's copy of the siblings: each node whose tag it sends must still be as that copy showed
        // it, sort included, so a reorder from a copy someone else has reordered (or changed) since is a 409.
        for (const id of order) await checkMenuVersion(tx, request, scope.tenantId, id);
        for (const [index, id] of order.entries()) {
          const sort = (index + 1) * 10;
          if (siblings.get(id)?.tenantId === null) await writeOverlay(tx, scope.tenantId, id, { sort });
          else await tx.update(permissions).set({ sort }).where(scope.own(permissions, eq(permissions.id, id)));
        }
        await audit(tx, scope, { kind: 'menu', action: 'move', target: order.join(',') });
      });
      return ok({ parentId, order }, translate(request.lang, 'lowcode.updated'));
    },
  );
}

/** A soft-deleted node and what was deleted with it come back. */
function registerMenuRestore(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { permissionId: number } }>('/lowcode/menus/:permissionId/restore', { schema: { params: idParams } }, async (request) => {
    const scope = await requireEditor(ctx, request);
    const { permissionId } = request.params;
    const row = await ownNode(ctx.db, scope, permissionId, true);
    if (row.parentId !== null) {
      const [parent] = await ctx.db.select().from(permissions).where(eq(permissions.id, row.parentId)).limit(1);
      if (parent?.deletedAt) throw badRequest('lowcode.parentMissing', { parentId: row.parentId });
    }
    const restored = await ctx.db.transaction(async (tx) => {
      const ids = await ownSubtreeIds(tx, scope, permissionId);
      // Only what was deleted together with it: a child deleted earlier on its own stays deleted.
      await tx
        .update(permissions)
        .set({ deletedAt: null })
        .where(scope.own(permissions, inArray(permissions.id, ids), eq(permissions.deletedAt, row.deletedAt as Date)));
      const [saved] = await tx.select().from(permissions).where(and(eq(permissions.id, permissionId)));
      await audit(tx, scope, { kind: 'menu', action: 'restore', target: String(permissionId), afterHash: saved ? nodeHash(saved) : null });
      return saved;
    });
    return ok(restored ? toPermissionNode(restored) : { permissionId }, translate(request.lang, 'lowcode.menuRestored'));
  });
}
