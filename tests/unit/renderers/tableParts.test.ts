/**
 * A table's parts load with its renderer (the registry's loadPartsFor): antd's DatePicker only for a
 * node that shows a date range filter, so a list without one does not fetch the picker's ~80 KB.
 */
import { describe, expect, it } from 'vitest';
import { tableUi } from '../../../renderers/table';
import { dateRangeFilter } from '../../../renderers/table/dateRangeFilterLoad';
import type { TableNode } from '../../../renderers/table/props.schema';

const table = (filters?: TableNode['filters']): TableNode => ({
  type: 'table',
  api: { url: '/eps/tasks' },
  columns: [{ title: 'Name', dataIndex: 'name' }],
  ...(filters ? { filters } : {}),
});

describe('table parts', () => {
  it('loads the date range filter only for a table that shows one', async () => {
    await tableUi.loadPartsFor?.(table([{ name: 'status', options: [{ label: 'Open', value: 1 }] }]));
    expect(dateRangeFilter.current()).toBeUndefined();
    await tableUi.loadPartsFor?.(table([{ name: 'created', control: 'dateRange', params: ['from', 'to'] }]));
    expect(dateRangeFilter.current()).toBeTypeOf('function');
  });

  it('loads nothing for a plain table', () => {
    expect(tableUi.loadPartsFor?.({ ...table(), plain: true })).toBeUndefined();
  });
});
