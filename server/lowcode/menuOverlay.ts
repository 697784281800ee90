/**
 * A tenant's changes to shipped (platform) menu entries: a label per
 * language, an order and hidden, kept as tenant data over the shipped tree
 * (`tenant_menu_overlays`), never written into the shipped rows, which every
 * tenant shares. Applied where the tenant's permission tree is built
 * (listPermissionNotree, the studio's tree); each write bumps the tenant's
 * configuration version (audit), so cached trees on every server are rebuilt.
 *
 * PUT    /eps/lowcode/menus/:permissionId/overlay   any of { i18nTitle, sort, hidden } (null: back to shipped)
 * DELETE /eps/lowcode/menus/:permissionId/overlay   restore the shipped entry
 *
 * Either made on a copy of the entry someone has replaced since: 409 (menuVersions.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { apps, tenantMenuOverlays } from '../db/schema';
import type { LocalizedText } from '../db/tables/menu';
import type { TenantScope } from '../db/tenantScope';
import type { PermissionRow } from '../auth/grants';
import { ok } from '../http/envelope';
import { AppError, badRequest } from '../http/errors';
import { API_CODES } from '../http/codes';
import { translate } from '../http/messages';
import { traitsOf } from '../../src/menu/index';
import { requireEditor } from './access';
import { audit } from './audit';
import { documentHash } from './hash';
import { tenantMenuRows, unknownKeys } from './menuTree';
import type { MenuOverlay } from './menuOverlayRows';
import { checkMenuVersion } from './menuVersions';

/** The body of PUT: each key optional, null clears that one change. */
interface OverlayPatch {
  i18nTitle?: LocalizedText | null;
  sort?: number | null;
  hidden?: boolean | null;
}

const overlayBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    i18nTitle: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { 'zh-cn': { type: 'string', minLength: 1, maxLength: 100 }, en: { type: 'string', minLength: 1, maxLength: 100 } },
    },
    sort: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000 },
    hidden: { type: ['boolean', 'null'] },
  },
} as const;
const OVERLAY_KEYS = Object.keys(overlayBodySchema.properties);
const idParams = { type: 'object', required: ['permissionId'], properties: { permissionId: { type: 'integer', minimum: 1 } } } as const;

/** Sets some of an entry's overlay values (inside the caller's transaction); a row left with none is removed. */
export async function writeOverlay(tx: Db, tenantId: number, permissionId: number, patch: OverlayPatch): Promise<MenuOverlay | null> {
  const where = and(eq(tenantMenuOverlays.tenantId, tenantId), eq(tenantMenuOverlays.permissionId, permissionId));
  const [current] = await tx.select().from(tenantMenuOverlays).where(where).for('update');
  const next = {
    i18nTitle: patch.i18nTitle === undefined ? (current?.i18nTitle ?? null) : patch.i18nTitle,
    sort: patch.sort === undefined ? (current?.sort ?? null) : patch.sort,
    hidden: patch.hidden === undefined ? (current?.hidden ?? null) : patch.hidden === null ? null : patch.hidden ? 1 : 0,
  };
  if (next.i18nTitle !== null && Object.keys(next.i18nTitle).length === 0) next.i18nTitle = null;
  if (next.i18nTitle === null && next.sort === null && next.hidden === null) {
    await tx.delete(tenantMenuOverlays).where(where);
    return null;
  }
  await tx
    .insert(tenantMenuOverlays)
    .values({ tenantId, permissionId, ...next })
    .onConflictDoUpdate({ target: [tenantMenuOverlays.tenantId, tenantMenuOverlays.permissionId], set: { ...next, updatedAt: new Date() } });
  return { i18nTitle: next.i18nTitle, sort: next.sort, hidden: next.hidden === null ? null : next.hidden === 1 };
}

/**
 * The shipped entry `permissionId` of the tenant's tree, or the answer: 404
 * for an entry the tenant does not see (another tenant's ids look unused),
 * 400 for the tenant's own node (changed in place, not overlaid).
 */
async function shippedEntry(db: Db, scope: TenantScope, permissionId: number): Promise<PermissionRow> {
  const row = (await tenantMenuRows(db, scope)).find((r) => r.id === permissionId);
  if (!row) throw new AppError(404, API_CODES.NOT_FOUND, 'lowcode.menuNotFound', { permissionId });
  if (row.tenantId !== null) throw badRequest('lowcode.overlayOwnMenu', { permissionId });
  return row;
}

/**
 * An app's tile, Apps menu entry and side-menu heading show its app's text
 * (`apps.app_code`, a translation key the tenant overrides under Texts), not
 * the root node's title, and whether a user has an app is their roles' grant:
 * a label or hidden flag over a shipped app root would change nothing a user
 * sees, so it is refused with the way that does.
 */
async function refuseAppRootLabel(db: Db, entry: PermissionRow, body: OverlayPatch): Promise<void> {
  if (!traitsOf(entry.type)?.appRoot || (body.i18nTitle === undefined && body.hidden === undefined)) return;
  const [app] = entry.appInfoId === null ? [] : await db.select({ code: apps.appCode }).from(apps).where(eq(apps.id, entry.appInfoId)).limit(1);
  throw badRequest('lowcode.overlayAppRoot', { key: app?.code ?? entry.translateCode ?? entry.permissionCode });
}

/** Routes of this module, registered under /eps. */
export const menuOverlayRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.put<{ Params: { permissionId: number }; Body: OverlayPatch }>(
    '/lowcode/menus/:permissionId/overlay',
    {
      schema: { params: idParams, body: overlayBodySchema },
      preValidation: async (request) => {
        const extra = unknownKeys(request.body, OVERLAY_KEYS);
        if (extra.length > 0) throw badRequest('lowcode.unknownKeys', { keys: extra.join(', '), allowed: OVERLAY_KEYS.join(', ') });
      },
    },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { permissionId } = request.params;
      const entry = await shippedEntry(ctx.db, scope, permissionId);
      await refuseAppRootLabel(ctx.db, entry, request.body);
      const overlay = await ctx.db.transaction(async (tx) => {
        await checkMenuVersion(tx, request, scope.tenantId, permissionId);
        const saved = await writeOverlay(tx, scope.tenantId, permissionId, request.body);
        await audit(tx, scope, { kind: 'menu', action: 'update', target: String(permissionId), afterHash: saved ? documentHash(saved) : null });
        return saved;
      });
      return ok({ permissionId, overlay }, translate(request.lang, 'lowcode.updated'));
    },
  );

  app.delete<{ Params: { permissionId: number } }>('/lowcode/menus/:permissionId/overlay', { schema: { params: idParams } }, async (request) => {
    const scope = await requireEditor(ctx, request);
    const { permissionId } = request.params;
    await shippedEntry(ctx.db, scope, permissionId);
    await ctx.db.transaction(async (tx) => {
      await checkMenuVersion(tx, request, scope.tenantId, permissionId);
      const removed = await tx
        .delete(tenantMenuOverlays)
        .where(and(eq(tenantMenuOverlays.tenantId, scope.tenantId), eq(tenantMenuOverlays.permissionId, permissionId)))
        .returning({ id: tenantMenuOverlays.permissionId });
      if (removed.length === 0) throw new AppError(404, API_CODES.NOT_FOUND, 'lowcode.overlayNotFound', { permissionId });
      await audit(tx, scope, { kind: 'menu', action: 'revert', target: String(permissionId) });
    });
    return ok({ permissionId, overlay: null }, translate(request.lang, 'lowcode.shippedRestored'));
  });
};

