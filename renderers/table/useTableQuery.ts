/**
 * Loads one page of a table. The request is the data source resolved in the
 * scope, plus the table's own params (page, keyword, filters) added as plain
 * values after templating, so text a user types is never read as a template.
 * It is a read of the portal's query client (core/react/useRead.ts): one call
 * per distinct request (STYLE 12), superseded answers dropped, the last rows
 * kept while the next page loads and when a call fails.
 */
import { useDeferredValue, useMemo } from 'react';
import { mapResponse } from '@core/dataSource';
import { useEnv } from '@core/react';
import { useRead } from '@core/react/useRead';
import type { Scope } from '@core/scope';
import type { DataSource } from '@core/schema/types';
import { isRecord } from '../shared/rootProps';
import { tableRequest } from './tableRequest';

/** Default mapping of a page answer (`data.items` / `data.total`). */
export const DEFAULT_PAGE_MAPPING = { items: 'data.items', total: 'data.total' } as const;

export interface TablePage {
  rows: readonly Record<string, unknown>[];
  total: number;
}

export interface TableQueryState extends TablePage {
  loading: boolean;
  error: unknown;
  reload(): Promise<void>;
}

const EMPTY: TablePage = { rows: [], total: 0 };

/** Rows and total from a mapped answer: `{ items, total }`, or a bare list. */
export function toPage(mapped: unknown): TablePage {
  const list: unknown = Array.isArray(mapped) ? mapped : isRecord(mapped) ? mapped.items : undefined;
  const rows = Array.isArray(list) ? (list as unknown[]).filter(isRecord) : [];
  const total = isRecord(mapped) ? Number(mapped.total) : NaN;
  return { rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

/**
 * @param params the table's own params (`pageNum`, `pageSize`, keyword, filters); undefined values are not sent.
 */
export function useTableQuery(source: DataSource | undefined, scope: Scope, params: Readonly<Record<string, unknown>>): TableQueryState {
  const env = useEnv();
  const request = useMemo(() => (source ? tableRequest(source, scope, env.i18n, params) : undefined), [source, scope, env.i18n, params]);
  // Paging keeps the last page's rows on screen until the next page's have come.
  const read = useRead(env.api, request);
  const mapping = source?.responseData ?? DEFAULT_PAGE_MAPPING;
  const page = useMemo(() => (read.envelope === undefined ? EMPTY : toPage(mapResponse(read.envelope, mapping))), [read.envelope, mapping]);
  const state = useMemo(
    () => ({ rows: page.rows, total: page.total, loading: read.loading, error: read.error, reload: read.reload }),
    [page, read.loading, read.error, read.reload],
  );
  // The rows render in slices that yield to input and paint, not as one long task.
  return useDeferredValue(state);
}
