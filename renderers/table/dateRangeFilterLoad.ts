/**
 * The date range filter's code, loaded when a table shows one: the table's load starts it with the renderer
 * (index.ts loadPartsFor) when the node names a `dateRange` filter, and TableFilters waits for it otherwise.
 */
import type { ComponentType } from 'react';
import { moduleLoad } from '@core/react';
import type { LocalizedText } from '@core/schema/types';
import type { TableFilter, TableNode } from './props.schema';
import type { FilterValues } from './tableRequest';

export interface DateRangeFilterProps {
  filter: TableFilter;
  values: FilterValues;
  onChange: (name: string, value: string | number | undefined) => void;
  text: (value: LocalizedText | undefined) => string;
  disabled: boolean;
}

export const dateRangeFilter = moduleLoad<ComponentType<DateRangeFilterProps>>(() => import('./DateRangeFilter').then((module) => module.default));

/** Starts the filter's code when the node shows a date range filter; undefined when it shows none. */
export function loadDateRangeFilterFor(node: TableNode): Promise<unknown> | undefined {
  return node.filters?.some((filter) => filter.control === 'dateRange') ? dateRangeFilter.load() : undefined;
}
