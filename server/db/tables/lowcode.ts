/**
 * The low-code studio: tenant screen versions (drafts, published
 * and archived overrides of shipped screens and the tenant's own `t/` screens),
 * soft-deleted `t/` screens, the audit log of every studio write, and a
 * per-tenant configuration version the portal polls to learn that menus,
 * texts or screens changed. Tenant texts are rows of `i18n_messages` with a tenant.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants, users } from './tenants';

/** One stored version of a tenant's screen. */
export const screenVersions = pgTable(
  'screen_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    screenId: text('screen_id').notNull(),
    /** 1, 2, ... per tenant and screen; never reused. */
    version: integer('version').notNull(),
    /** 'draft' | 'published' | 'archived' */
    state: text('state').notNull(),
    document: jsonb('document').notNull(),
    /**
     * The document's JSON text as it was saved, byte for byte: what the studio and the
     * runtime read (jsonb sorts keys, so `document` alone would reorder a form's fields).
     * Null for rows saved before this column (their order is lost): `document` is read then.
     */
    documentText: text('document_text'),
    /** sha256 of the canonical JSON of `document`. */
    hash: text('hash').notNull(),
    /** sha256 of the shipped file this version was based on (null for `t/` screens). */
    basedOnHash: text('based_on_hash'),
    /** The shipped document itself, so old shipped / new shipped / tenant can be compared. */
    basedOnDocument: jsonb('based_on_document'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    message: text('message'),
  },
  (t) => [
    uniqueIndex('screen_versions_version_uq').on(t.tenantId, t.screenId, t.version),
    uniqueIndex('screen_versions_one_draft_uq').on(t.tenantId, t.screenId).where(sql`state = 'draft'`),
    uniqueIndex('screen_versions_one_published_uq').on(t.tenantId, t.screenId).where(sql`state = 'published'`),
  ],
);

/** A soft-deleted `t/` screen: the version that was published when it was deleted comes back on restore. */
export const screenDeletions = pgTable(
  'screen_deletions',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    screenId: text('screen_id').notNull(),
    publishedVersion: integer('published_version'),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.screenId] })],
);

/** Who changed what in the studio, and when. */
export const lowcodeAudit = pgTable(
  'lowcode_audit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** 'screen' | 'text' | 'menu' */
    kind: text('kind').notNull(),
    /** 'draft' | 'publish' | 'rollback' | 'revert' | 'delete' | 'restore' | 'create' | 'update' | 'move' */
    action: text('action').notNull(),
    /** Screen id, `key@lang` of a text, or the permission id of a menu node. */
    target: text('target').notNull(),
    version: integer('version'),
    beforeHash: text('before_hash'),
    afterHash: text('after_hash'),
  },
  (t) => [index('lowcode_audit_tenant_idx').on(t.tenantId, t.id)],
);

/** Bumped on every studio write; the portal refetches menus and texts when it changes. */
export const tenantConfigVersions = pgTable('tenant_config_versions', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
