/**
 * The sort a paged list may be asked for (a sortable column of a table): `orderBy`, one of the
 * list's own allowed fields, and `orderDir`, `asc` or `desc` (default `desc`). Anything else is
 * refused by the route's schema (400), so a request can never order by a column it names itself.
 * The list's default order follows as the tie-breaker, so pages stay stable.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface SortQuery {
  orderBy?: string;
  orderDir?: 'asc' | 'desc';
}

/** The querystring properties of a list sortable by `fields`. */
export function sortQueryProps(fields: readonly string[]) {
  return {
    orderBy: { type: 'string', enum: [...fields] },
    orderDir: { type: 'string', enum: ['asc', 'desc'] },
  } as const;
}

/** The ORDER BY of a page: the asked field first, then the list's default order. */
export function sortOrder(query: SortQuery, columns: Readonly<Record<string, PgColumn>>, fallback: readonly (SQL | PgColumn)[]): (SQL | PgColumn)[] {
  const column = query.orderBy !== undefined && Object.hasOwn(columns, query.orderBy) ? columns[query.orderBy] : undefined;
  if (!column) return [...fallback];
  return [query.orderDir === 'asc' ? asc(column) : desc(column), ...fallback];
}
