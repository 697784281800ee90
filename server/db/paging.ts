/**
 * One page of a table plus the total count: the shape of every paged call
 * (`pageNum`/`pageSize` in, `items`/`total` out), written once.
 */
import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface PageRequest {
  /** 1-based. */
  pageNum: number;
  pageSize: number;
}

/** Rows `(pageNum - 1) * pageSize` onwards of `table` matching `where`, in `orderBy` order, and how many match in all. */
export async function selectPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: readonly (SQL | PgColumn)[],
  page: PageRequest,
): Promise<{ rows: InferSelectModel<T>[]; total: number }> {
  // Both reads at once: on PostgreSQL they go out on two pooled connections, so a page costs one
  // round trip of latency rather than two (PGlite, one connection, runs them in turn).
  const [[counted], rows] = await Promise.all([
    db.select({ n: count() }).from(table as PgTable).where(where),
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
  ]);
  // The generic table widens drizzle's row type; the rows are this table's.
  return { rows: rows as InferSelectModel<T>[], total: Number(counted?.n ?? 0) };
}
