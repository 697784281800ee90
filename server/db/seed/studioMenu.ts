/**
 * Seed area `lowcode-studio-menu`: the configurator's way into
 * the studio, "Low-code settings -> Screens and texts" (`builtin:lowcode-studio`),
 * beside the seeded "Menus" node. An area of its own, so a database seeded
 * before it gets the node too; the area runs once (seed_runs), and adds
 * nothing when a node with its code is already there. Every role granted
 * the Low-code settings app is granted the node.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { permissions, rolePermissions } from '../schema';

export const STUDIO_NODE_CODE = 'm_lowcode_studio';
const STUDIO_TITLE = { 'zh-cn': '页面与文案', en: 'Screens and texts' };

/** Seed area `lowcode-studio-menu` (after `roles`). */
export async function seedStudioMenu(db: Db): Promise<void> {
  const existing = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, STUDIO_NODE_CODE));
  if (existing.length > 0) return;
  const [app] = await db.select({ id: permissions.id, appInfoId: permissions.appInfoId }).from(permissions).where(eq(permissions.permissionCode, 'm_lowcode'));
  // A data directory without the Low-code settings app (trimmed by its owner) has no place for the node.
  if (!app) return;
  const [node] = await db
    .insert(permissions)
    .values({
      parentId: app.id,
      type: 1,
      name: STUDIO_TITLE['zh-cn'],
      permissionCode: STUDIO_NODE_CODE,
      uri: 'builtin:lowcode-studio',
      isMenu: 1,
      translateCode: `menu.${STUDIO_NODE_CODE}`,
      i18nTitle: STUDIO_TITLE,
      appInfoId: app.appInfoId,
      appRoute: 'studio',
      // Before "Menus" (sort 10): the app opens on the studio.
      sort: 5,
    })
    .returning({ id: permissions.id });
  if (!node) throw new Error('seed: studio menu node not inserted');
  const granted = await db.select({ roleId: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.permissionId, app.id));
  if (granted.length > 0) await db.insert(rolePermissions).values(granted.map(({ roleId }) => ({ roleId, permissionId: node.id })));
}
