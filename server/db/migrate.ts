/**
 * A small ordered-SQL migration runner, the same for PGlite and PostgreSQL:
 * files `NNNN_name.sql` in migrations/ run once each, in name order, inside one
 * transaction holding an advisory lock (two servers starting at once do not
 * race); applied versions are recorded in `schema_migrations`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { repoPath } from '../repoRoot';

/** The bookkeeping table (kept out of schema.ts: it is the runner's, not the app's). */
export const schemaMigrations = pgTable('schema_migrations', {
  version: text('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The folder of the SQL files. */
export const MIGRATIONS_DIR = repoPath('server/db/migrations');
const MIGRATION_LOCK = 727_001;
const FILE_PATTERN = /^(\d{4})_[\w-]+\.sql$/;

/** One migration file. */
export interface MigrationFile {
  version: string;
  statements: string[];
}

/** Reads the migration files of `dir`, in order, split at drizzle's breakpoint marker. */
export function readMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      statements: readFileSync(`${dir}/${name}`, 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.replace(/^--.*$/gm, '').trim() !== ''),
    }));
}

/** Applies the pending migrations; returns the versions it applied. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql.raw('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())'),
    );
    const done = new Set((await tx.select({ v: schemaMigrations.version }).from(schemaMigrations)).map((r) => r.v));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file.version)) continue;
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ version: file.version });
      applied.push(file.version);
    }
    return applied;
  });
}
