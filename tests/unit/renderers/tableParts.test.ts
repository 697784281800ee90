/**
 * A table's parts load with its renderer (the registry's loadPartsFor): antd's DatePicker only for a
 * node that shows a date range filter, so a list without one does not fetch the picker's ~80 KB, and
 * antd's copy button only for a node with a copyable column.
 */
import { describe, expect, it } from 'vitest';
import { tableUi } from '../../../renderers/table';
import { copyableText } from '../../../renderers/table/copyableLoad';
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

  it("loads the copy button only for a table with a copyable column, plain or not", async () => {
    await tableUi.loadPartsFor?.(table());
    expect(copyableText.current()).toBeUndefined();
    const copyable: TableNode = { ...table(), plain: true, columns: [{ title: 'Code', dataIndex: 'code', copyable: true }] };
    await tableUi.loadPartsFor?.(copyable);
    expect(copyableText.current()).toBeTypeOf('function');
  });
});
