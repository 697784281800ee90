/** The write probe of GET /healthz: one row, rewritten on each check (routes/health.ts). */
import { pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** A single row (id 1) whose time the health check updates, proving the database can write. */
export const healthChecks = pgTable('health_checks', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
