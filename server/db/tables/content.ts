/**
 * Public content of the login page and news (spec portal-shell 2.2 and 3):
 * stored files (banner images, policy documents, attachments), banner images,
 * news with their attachments. The workbench reads news too (signed-in lists, detail).
 */
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * PostgreSQL bytea as a Buffer. PGlite hands bytea back as a Uint8Array and pg
 * as a Buffer; both become a Buffer here, so routes see one type.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored files: uploads and seeded content (SVG images, HTML documents,
 * attachments), as their bytes (uploads were base64 text before).
 * `isPublic` files are served to visitors.
 */
export const files = pgTable('files', {
  /** The spec's attachmentId (opaque text). */
  id: text('id').primaryKey(),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Carousel images (spec portal-shell 7, banner images: position, routeUrl, appCode, domainName). */
export const bannerImages = pgTable('banner_images', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fileId: text('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** 'top' for the login carousel. */
  position: text('position').notNull().default('top'),
  /** Route the image is for; null for every route. */
  routeUrl: text('route_url'),
  appCode: text('app_code'),
  domainName: text('domain_name'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** News (spec portal-shell 3). A null tenant is platform news; `visitor` news is public. */
export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** dict_news_type value (2 announcements, 5 long-term projects, 6 publish logs, ...). */
    category: text('category').notNull(),
    /** dict_news_domain value. */
    domain: text('domain').notNull().default('1'),
    /** dict_news_grade value. */
    grade: text('grade').notNull().default('1'),
    source: text('source'),
    /** HTML, sanitised by the portal before it is shown. */
    content: text('content').notNull().default(''),
    visitor: boolean('visitor').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_category_idx').on(t.category, t.createdAt)],
);

/** Attachments of a news item, in order. */
export const newsAttachments = pgTable(
  'news_attachments',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.fileId] })],
);
