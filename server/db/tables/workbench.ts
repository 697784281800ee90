/**
 * The home workbench (spec portal-shell 3 and 7 "Tasks and messages"): to-do
 * tasks, notifications (messages), pushed messages for polling, app notices and
 * who has read them. Every row belongs to a tenant; tasks, messages and pushes
 * also to one user.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from './content';
import { apps } from './menu';
import { tenants, users } from './tenants';

/** Id plus the tenant and user a row belongs to (tenant isolation filters on both). A new set per table. */
const userOwnedColumns = () => ({
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** A to-do task (spec portal-shell 3, Task row). `taskStatus` is 01..04 (spec 3, task filter codes). */
export const tasks = pgTable(
  'tasks',
  {
    ...userOwnedColumns(),
    appCode: text('app_code').notNull(),
    appName: text('app_name').notNull(),
    taskName: text('task_name').notNull(),
    taskStatus: text('task_status').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    planTime: timestamp('plan_time', { withTimezone: true }),
    scReferTime: timestamp('sc_refer_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    moduleUrl: text('module_url'),
  },
  (t) => [
    index('tasks_owner_idx').on(t.tenantId, t.userId, t.appCode, t.taskStatus),
    // The list's default order (migration 0014).
    index('tasks_owner_start_idx').on(t.tenantId, t.userId, t.startTime.desc(), t.id.desc()),
  ],
);

/**
 * How many tasks each owner has, kept by triggers on `tasks` (migration 0015): the to-do list's
 * unfiltered total reads this row instead of counting the user's tasks (routes/taskPageQuery.ts).
 * Written only by those triggers.
 */
export const taskOwnerCounts = pgTable(
  'task_owner_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    n: integer('n').notNull(),
    // Taken from a sequence on every write to the owner's tasks (migration 0016): the key the list's pages are kept under.
    version: bigint('version', { mode: 'number' }).notNull().default(sql`nextval('task_owner_versions')`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);

/** A notification (spec portal-shell 3, Notification/message). `type` '0' unread, '1' read. */
export const messages = pgTable(
  'messages',
  {
    ...userOwnedColumns(),
    appCode: text('app_code').notNull(),
    source: text('source').notNull(),
    messageTitle: text('message_title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull().default('0'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_owner_idx').on(t.tenantId, t.userId, t.type, t.createdAt)],
);

/** A message waiting to be pushed to a user by polling (spec portal-shell 3, Push message). */
export const messagePushes = pgTable('message_pushes', {
  ...userOwnedColumns(),
  /** 'CLOSE' tells the portal to stop polling. */
  message: text('message').notNull(),
  data: text('data'),
  delivered: boolean('delivered').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A notice shown once when an app is opened (spec portal-shell 3, App notice). Null tenant: every tenant. */
export const appNotices = pgTable('app_notices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
  appId: integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  attachmentId: text('attachment_id').references(() => files.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who has read which app notice. */
export const appNoticeReads = pgTable(
  'app_notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => appNotices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
