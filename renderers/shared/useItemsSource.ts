import { useMemo } from 'react';
import { useDataSource } from '@core/react';
import type { Scope } from '@core/scope';
import type { DataSource } from '@core/schema/types';
import { resolveTemplates } from '@core/template';
import { isRecord } from './rootProps';

/** The records a list-like renderer draws, and whether its call is under way. */
export interface ItemsSourceState {
  items: readonly unknown[];
  loading: boolean;
}

/**
 * A list of records from a data source's mapped data (an array, or an object
 * with an `items` array, so a table's `responseData` serves too) or from the
 * scope (`source`, a `${...}` template). At most `maxItems` are kept.
 */
export function useItemsSource(
  api: DataSource | undefined,
  source: string | undefined,
  scope: Scope,
  maxItems?: number,
): ItemsSourceState {
  const loaded = useDataSource(api, scope, { enabled: api !== undefined });
  const fromScope = api === undefined && source !== undefined ? resolveTemplates(source, scope) : undefined;
  const raw: unknown = api !== undefined ? loaded.data : fromScope;
  const items = useMemo(() => {
    const list: unknown = isRecord(raw) && Array.isArray(raw.items) ? raw.items : raw;
    if (!Array.isArray(list)) return [];
    return maxItems !== undefined && maxItems >= 0 ? list.slice(0, maxItems) : list;
  }, [raw, maxItems]);
  return { items, loading: api !== undefined && loaded.loading };
}
