/**
 * Apps and the permission tree (spec portal-shell 2.3 and 3). A row with a null
 * tenant belongs to the platform and is visible in every tenant where a role
 * grants it; a row with a tenant is that tenant's own (tenant menus).
 */
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { roles, tenants } from './tenants';

/** `{ "zh-cn": ..., "en": ... }` (ARCHITECTURE: i18n everywhere). */
export type LocalizedText = { 'zh-cn'?: string; en?: string };

/** Apps on the workbench (spec portal-shell 3, App). */
export const apps = pgTable('apps', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  /** Title key, e.g. `app.workbench` (spec: appCode is the title key). */
  appCode: text('app_code').notNull().unique(),
  name: text('name').notNull(),
  /** 0 internal, 1 single sign-on, 2 data-portal token, null = misconfigured (spec 4). */
  type: smallint('type'),
  isIframe: smallint('is_iframe').notNull().default(0),
  /** URL of the icon image (fileUrl). */
  icon: text('icon'),
  href: text('href'),
  i18nTitle: jsonb('i18n_title').$type<LocalizedText>(),
  sort: integer('sort').notNull().default(0),
});

/** Permission nodes: menus of every type and the permission keys of calls. */
export const permissions = pgTable(
  'permissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => permissions.id, { onDelete: 'cascade' }),
    /** Node type of spec 2.3: 2/11 app root, 1, 7, 4, 6, 9, 10, 12; 3 = permission key (no menu). */
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    permissionCode: text('permission_code').notNull().unique(),
    /** The API path a permission key guards (informative). */
    url: text('url'),
    /** What a menu shows: `schema:<id>`, `builtin:<screen>`, `<name>-ui/...`, `https://...`. */
    uri: text('uri'),
    isMenu: smallint('is_menu').notNull().default(1),
    translateCode: text('translate_code'),
    i18nTitle: jsonb('i18n_title').$type<LocalizedText>(),
    icon: text('icon'),
    appInfoId: integer('app_info_id').references(() => apps.id, { onDelete: 'cascade' }),
    appRoute: text('app_route'),
    docId: text('doc_id'),
    /** 1 active. */
    status: smallint('status').notNull().default(1),
    /** '2' = web portal menu (spec 6: active menu permissions have appCode 2), '1' = mobile. */
    appCode: text('app_code').notNull().default('2'),
    sort: integer('sort').notNull().default(0),
    /** 1: routable but left out of the side menu (studio). */
    hidden: smallint('hidden').notNull().default(0),
    /** Soft delete of a tenant's own node: restorable, invisible to every user meanwhile. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('permissions_tenant_idx').on(t.tenantId), index('permissions_parent_idx').on(t.parentId)],
);

/** Which permission nodes a role grants. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/**
 * A tenant's label, order and hidden flag over a shipped (platform) menu
 * entry; null keeps the shipped value. Deleting the row restores the entry.
 */
export const tenantMenuOverlays = pgTable(
  'tenant_menu_overlays',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    i18nTitle: jsonb('i18n_title').$type<LocalizedText>(),
    sort: integer('sort'),
    hidden: smallint('hidden'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.permissionId] })],
);
