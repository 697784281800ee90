/**
 * Enterprise data (spec workflow-enterprise-embedding 3 and 4.5):
 * a profile per tenant, its change requests with the old data (`hisBak`),
 * the registry data the licence and business checks compare with, and the
 * business keys of attachments (the bytes stay in `files`). Migration 0008.
 */
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './content';
import { tenants, users } from './tenants';

/** The enterprise info entity; `changeType` 1 means a change waits for review. */
export const enterpriseProfiles = pgTable('enterprise_profiles', {
  tenantId: integer('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  registType: smallint('regist_type').notNull().default(1),
  tenantName: text('tenant_name').notNull(),
  shortName: text('short_name'),
  suCorporatRepresentative: text('su_corporat_representative'),
  businessLicenseNo: text('business_license_no'),
  econKind: text('econ_kind'),
  registCapi: text('regist_capi'),
  startDate: text('start_date'),
  attachmentId: text('attachment_id').references(() => files.id, { onDelete: 'set null' }),
  fileName: text('file_name'),
  duns: text('duns'),
  registNumber: text('regist_number'),
  vatNo: text('vat_no'),
  countryCode: text('country_code'),
  provinceCode: text('province_code'),
  cityCode: text('city_code'),
  regionCode: text('region_code'),
  address: text('address'),
  businessScope: text('business_scope'),
  contact: text('contact'),
  email: text('email'),
  linkPhone: text('link_phone'),
  landLineNo: text('land_line_no'),
  changeType: smallint('change_type').notNull().default(0),
  /** Business-registry mismatches still allowed before a change goes to review (order 2). */
  operateLimit: integer('operate_limit').notNull().default(3),
  /** Adds one on every change a person makes (contact, applied or pending change): If-Match compares it. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One change request; `type` is a value of dict_Changereview_status (0 pending, 1 approved, 2 rejected, 3 withdrawn). */
export const enterpriseChanges = pgTable(
  'enterprise_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createByname: text('create_by_name'),
    /** The requested values. */
    tenantName: text('tenant_name'),
    businessLicenseNo: text('business_license_no'),
    suCorporatRepresentative: text('su_corporat_representative'),
    /** The profile before the change. */
    hisBak: jsonb('his_bak').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enterprise_changes_tenant_idx').on(t.tenantId)],
);

/** Registry data: `licence` rows answer the licence check (order 1), `business` rows the business-record check (order 2). */
export const enterpriseReferences = pgTable(
  'enterprise_references',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<'licence' | 'business'>().notNull(),
    licenseNo: text('license_no').notNull(),
    tenantName: text('tenant_name').notNull(),
    legal: text('legal').notNull(),
    registCapi: text('regist_capi'),
    startDate: text('start_date'),
    address: text('address'),
  },
  (t) => [index('enterprise_references_license_idx').on(t.kind, t.licenseNo)],
);

/** An attachment's business keys (spec 3, Attachment); the file is `files.id`. */
export const fileBiz = pgTable(
  'file_biz',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    appCode: text('app_code').notNull(),
    bizBillId: text('biz_bill_id').notNull(),
    bizType: text('biz_type').notNull(),
    bizItemType: text('biz_item_type').notNull(),
    type: text('type').notNull(),
    typeName: text('type_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_biz_bill_idx').on(t.tenantId, t.bizBillId)],
);
