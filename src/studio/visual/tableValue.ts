/**
 * A table node as the table builder reads it, and what its data call takes
 * (the query params the server declares for it), so the builder offers a
 * search box, sorting or a filter's param only where the call would use it.
 */
import { findCall } from '../../core/calls/screenCalls';
import { SCREEN_CALLS } from '../../core/calls/screenCallList';
import type { ApiRequest } from '../../core/env';
import type { DataSource, LocalizedText } from '../../core/schema/types';
import type { TableFilter } from '../../../renderers/table/props.schema';

export interface TableColumnValue {
  title?: LocalizedText;
  dataIndex?: string;
  valueType?: string;
  format?: string;
  width?: number | string;
  valueEnum?: unknown;
  sortable?: boolean;
  visibleOn?: string;
}

export interface TableValue {
  api?: DataSource;
  source?: string;
  columns?: TableColumnValue[];
  search?: unknown;
  keywordParam?: string;
  sortParams?: { field?: string };
  filters?: TableFilter[];
  pageSize?: number;
  plain?: boolean;
}

/** The URL a call named by permission code goes to, as the session's api resolves it. */
export type ResolveUrl = (request: Pick<ApiRequest, 'url' | 'permission'>) => string | undefined;

/**
 * The query params the table's call declares: undefined when the table reads no call or its call is
 * not a declared read (a call by permission code is judged on the URL the session resolves it to).
 */
export function callQuery(table: TableValue, resolveUrl?: ResolveUrl): readonly string[] | undefined {
  const api = table.api;
  const url = api?.url ?? (api?.permission !== undefined ? resolveUrl?.({ url: '', permission: api.permission }) : undefined);
  if (!url) return undefined;
  const call = findCall(SCREEN_CALLS, (api?.method ?? 'get') as 'get', url);
  return call ? (call.query ?? []) : undefined;
}
