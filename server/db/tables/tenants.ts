/**
 * Tenants, users and who belongs where. Tenant-owned rows elsewhere point at
 * `tenants.id`; every query over them goes through a TenantScope (../tenantScope.ts).
 */
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Purchaser ('ep') and supplier ('su') enterprises. */
export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stable business key; for suppliers it is the `supplierAccount` of the admin login. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').$type<'ep' | 'su'>().notNull(),
  /** scrypt hash of the per-supplier admin code (login-admin); null when none. */
  adminCodeHash: text('admin_code_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A supplier tenant's partners: the purchaser tenants it trades with. */
export const tenantPartners = pgTable(
  'tenant_partners',
  {
    supplierTenantId: integer('supplier_tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    purchaserTenantId: integer('purchaser_tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierTenantId, t.purchaserTenantId] })],
);

/** People who sign in. Fields follow the user info entity (spec portal-shell 3). */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  account: text('account').notNull().unique(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: text('phone').unique(),
  phonePrefix: text('phone_prefix').notNull().default('86'),
  email: text('email'),
  /** '1' verified, '0' not. */
  emailCheck: text('email_check').notNull().default('0'),
  avatar: text('avatar'),
  /** 0 purchaser (ep), 1 supplier (su). */
  type: smallint('type').notNull(),
  userLevel: text('user_level'),
  /** '0' not admin, '1' admin, '3' change under review (spec portal-shell 4). */
  bizAdmin: text('biz_admin').notNull().default('0'),
  /** '0' fine, '1' must change the password (forced dialog). */
  passwordStatus: text('password_status').notNull().default('0'),
  isAccredit: text('is_accredit').notNull().default('0'),
  empNo: text('emp_no'),
  lang: text('lang').notNull().default('zh-cn'),
  /** The tenant the next session starts in. */
  currentTenantId: integer('current_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  /** Suppliers: the chosen partner (purchaser tenant). */
  currentPurchaseId: integer('current_purchase_id').references(() => tenants.id, { onDelete: 'set null' }),
  /** Adds one when the person changes their own details (the name): If-Match compares it. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Membership of a user in a tenant, with the per-tenant job data. */
export const userTenants = pgTable(
  'user_tenants',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    position: text('position'),
    department: text('department'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('user_tenants_tenant_idx').on(t.tenantId)],
);

/** Named sets of permissions, owned by a tenant. */
export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('roles_tenant_code_uq').on(t.tenantId, t.code)],
);

/** Roles a user holds; the role's tenant says where they apply. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
