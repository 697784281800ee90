/**
 * A supplier's business contact for one of its purchaser partners (spec
 * portal-shell 5: the business-contact and add-partner dialogs ask for a name,
 * an e-mail and a mobile number). One row per partnership; it goes when the
 * partnership does. The spec names no call for it: ours are in
 * server/usercenter/contactRoutes.ts.
 */
import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantPartners, tenants, users } from './tenants';

export const partnerContacts = pgTable(
  'partner_contacts',
  {
    supplierTenantId: integer('supplier_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    purchaserTenantId: integer('purchaser_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    linkPhone: text('link_phone').notNull(),
    /** Adds one on every save: If-Match compares it. */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierTenantId, t.purchaserTenantId] }),
    foreignKey({
      name: 'partner_contacts_partnership_fk',
      columns: [t.supplierTenantId, t.purchaserTenantId],
      foreignColumns: [tenantPartners.supplierTenantId, tenantPartners.purchaserTenantId],
    }).onDelete('cascade'),
  ],
);
