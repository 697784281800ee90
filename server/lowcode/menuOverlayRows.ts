/**
 * A tenant's overlays over shipped menu entries, applied to permission rows
 * (see menuOverlay.ts for the calls that write them). Pure but for the one
 * read; no route code, so the permission routes can use it too.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenantMenuOverlays } from '../db/schema';
import type { LocalizedText } from '../db/tables/menu';
import type { PermissionRow } from '../auth/grants';

/** A tenant's values over one shipped entry; null keeps the shipped value. */
export interface MenuOverlay {
  i18nTitle: LocalizedText | null;
  sort: number | null;
  hidden: boolean | null;
}

/** An overlay as its table row stores it. */
export function overlayOfRow(row: typeof tenantMenuOverlays.$inferSelect): MenuOverlay {
  return { i18nTitle: row.i18nTitle ?? null, sort: row.sort, hidden: row.hidden === null ? null : row.hidden === 1 };
}

/** The tenant's overlays by permission id. */
export async function menuOverlaysOf(db: Db, tenantId: number): Promise<Map<number, MenuOverlay>> {
  const rows = await db.select().from(tenantMenuOverlays).where(eq(tenantMenuOverlays.tenantId, tenantId));
  return new Map(rows.map((row) => [row.permissionId, overlayOfRow(row)]));
}

/**
 * A shipped row as the tenant sees it. A relabelled entry drops its
 * translation key: the portal prefers a key's text to the node's own title,
 * and the tenant's label must win.
 */
export function withOverlay(row: PermissionRow, overlay: MenuOverlay | undefined): PermissionRow {
  if (!overlay || row.tenantId !== null) return row;
  const title = overlay.i18nTitle && Object.keys(overlay.i18nTitle).length > 0 ? overlay.i18nTitle : null;
  return {
    ...row,
    i18nTitle: title ? { ...(row.i18nTitle ?? {}), ...title } : row.i18nTitle,
    translateCode: title ? null : row.translateCode,
    sort: overlay.sort ?? row.sort,
    hidden: overlay.hidden === null ? row.hidden : overlay.hidden ? 1 : 0,
  };
}

/** Rows with the tenant's overlays applied, in menu order again (an overlay may change the order). */
export async function overlaidRows(db: Db, tenantId: number, rows: readonly PermissionRow[]): Promise<PermissionRow[]> {
  const overlays = await menuOverlaysOf(db, tenantId);
  if (overlays.size === 0) return [...rows];
  return rows.map((row) => withOverlay(row, overlays.get(row.id))).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

