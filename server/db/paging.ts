/**
 * One page of a table plus the total count: the shape of every paged call
 * (`pageNum`/`pageSize` in, `items`/`total` out), written once.
 */
import { count, getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
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

/**
 * {@link selectPage} in one query: the total is an uncorrelated scalar subquery (PostgreSQL runs it
 * once, as an InitPlan), so a page holds one of PostgreSQL's pooled connections for one round trip instead of
 * two at once. A page past the end has no row to carry the total and counts apart.
 */
export async function selectCountedPage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: readonly (SQL | PgColumn)[],
  page: PageRequest,
): Promise<{ rows: InferSelectModel<T>[]; total: number }> {
  const counted = db.select({ n: count() }).from(table as PgTable).where(where);
  const found = await db
    .select({ row: getTableColumns(table as PgTable), total: sql<number>`(${counted})`.mapWith(Number) })
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  if (found.length === 0 && page.pageNum > 1) {
    const [total] = await counted;
    return { rows: [], total: Number(total?.n ?? 0) };
  }
  // The generic table widens drizzle's row type; the rows are this table's.
  return { rows: found.map((f) => f.row) as InferSelectModel<T>[], total: found[0]?.total ?? 0 };
}
