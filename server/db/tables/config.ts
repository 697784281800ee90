/** Platform configuration: i18n messages, params, dictionaries, portals, watermark. */
import { integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './menu';
import { tenants } from './tenants';

/** Messages per language; a row with a tenant overrides the platform text for that tenant. */
export const i18nMessages = pgTable(
  'i18n_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [unique('i18n_messages_uq').on(t.tenantId, t.lang, t.key).nullsNotDistinct()],
);

/** System parameters (spec portal-shell 3: paramCode, paramValue, remark). */
export const params = pgTable('params', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  remark: text('remark'),
});

/** Dictionaries (spec portal-shell 3: dictCode, dictName, subset). */
export const dicts = pgTable('dicts', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

/** Dictionary entries. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    dictCode: text('dict_code').notNull().references(() => dicts.code, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('dict_items_uq').on(t.dictCode, t.value)],
);

/** Portals of purchaser tenants (GET /eps/config/portal/getEp). */
export const portals = pgTable('portals', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  portalId: text('portal_id').notNull().unique(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
});

/** Watermark settings; null tenant = platform default (spec portal-shell 3 and 9). */
export const watermarkConfigs = pgTable('watermark_configs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  /** 'ep', 'su' or '*' */
  platform: text('platform').notNull().default('*'),
  /** Route path prefix the config applies to; '/' for all. */
  path: text('path').notNull().default('/'),
  enable: smallint('enable').notNull().default(1),
  /** Comma list of username, account, email. */
  tags: text('tags').notNull(),
  opacity: integer('opacity').notNull(),
  width: integer('width').notNull().default(340),
  height: integer('height').notNull().default(340),
  fontSize: integer('font_size').notNull().default(16),
  color: text('color').notNull().default('E8E9EB'),
  rotate: integer('rotate').notNull().default(16),
});

/** Demo data areas already applied (seed/index.ts), so a later area seeds an existing database. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
