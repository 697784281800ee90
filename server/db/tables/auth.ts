/** Sessions, one-time tickets, verification codes and app launch records. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from './menu';
import { tenants, users } from './tenants';

/** Server-side sessions; the id is the cookie value and the spec's `ticket`. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => tenants.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tickets: 'sso' (check/sso-app -> sso-success), 'ukey' (free-login), 'ddm' (data portal). */
export const oneTimeTickets = pgTable('one_time_tickets', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'sso' | 'ukey' | 'ddm'>().notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  appId: integer('app_id').references(() => apps.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** SMS and e-mail codes; only a hash of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Returned to the caller and sent back with the code (spec: "code key"). */
    key: text('key').notNull().unique(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose)],
);

/** App launches (GET /eps/auth/cas/jump/app, analytics). */
export const appJumps = pgTable('app_jumps', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  appId: integer('app_id'),
  appName: text('app_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
