/**
 * The table builder's filters as values: a new filter, and a filter turned
 * into another kind (a choice by buttons or a drop-down list, or a date
 * range sent as two params), keeping what the new kind uses. Pure.
 */
import type { TableFilter } from '../../../renderers/table/props.schema';

export type FilterControl = 'radio' | 'select' | 'dateRange';
export const FILTER_CONTROLS: readonly FilterControl[] = ['select', 'radio', 'dateRange'];
/** The day counts offered for a date range's start and shortcuts. */
export const RANGE_DAYS: readonly number[] = [7, 30, 90, 180, 365];

/** A filter's kind: without `control` it is a row of buttons (the renderer's default). */
export function controlOf(filter: TableFilter): FilterControl {
  return filter.control ?? 'radio';
}

/** A param name not taken by another filter: `status`, else `status2`... */
function freeName(filters: readonly TableFilter[]): string {
  const taken = new Set(filters.flatMap((filter) => [filter.name, ...(filter.params ?? [])]));
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? 'status' : `status${n}`;
    if (!taken.has(name)) return name;
  }
}

/** A new filter after `filters`: a drop-down list with no choices yet, its title to be written in both languages. */
export function newFilter(filters: readonly TableFilter[]): TableFilter {
  return { name: freeName(filters), label: { 'zh-cn': '', en: '' }, control: 'select', options: [] };
}

/**
 * `filter` as another kind. A date range sends two params (`<name>From`, `<name>To` to start) and drops the
 * choices; a choice drops the range's params and starts with no choices.
 * @example withControl({ name: 'created', control: 'select', options: [] }, 'dateRange') // { name: 'created', control: 'dateRange', params: ['createdFrom', 'createdTo'] }
 */
export function withControl(filter: TableFilter, control: FilterControl): TableFilter {
  const { params, defaultRange, presets, options, all, default: initial, control: _previous, ...rest } = filter;
  if (control === 'dateRange') {
    return {
      ...rest,
      control,
      params: params ?? [`${filter.name}From`, `${filter.name}To`],
      ...(defaultRange !== undefined ? { defaultRange } : {}),
      ...(presets !== undefined ? { presets } : {}),
    };
  }
  return { ...rest, control, options: options ?? [], ...(all !== undefined ? { all } : {}), ...(initial !== undefined ? { default: initial } : {}) };
}
