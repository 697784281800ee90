/**
 * A table with a flexible `ellipsis` column in a narrow frame scrolls sideways
 * rather than squeezing that column to nothing (renderers/table/tableWidth.ts):
 * the bulletins list in the studio's preview pane showed no titles.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { enums, makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));

const table = (columns: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'table',
  id: 'tasks',
  api: { url: '/eps/tasks' },
  columns,
  ...extra,
});

const tableElement = (container: HTMLElement): HTMLTableElement => {
  const element = container.querySelector<HTMLTableElement>('.ant-table-body table, .ant-table-content table');
  if (!element) throw new Error('no table element');
  return element;
};

describe('table width', () => {
  it('gives a table with a flexible ellipsis column its minimum width, and keeps the frame filled above it', async () => {
    const { container } = renderSchema(
      table([
        { title: 'Name', dataIndex: 'taskName', ellipsis: true },
        { title: 'Status', dataIndex: 'status', width: 160 },
      ]),
      { api: pagedHandler(makeRows(3)), data: { enums } },
    );
    await screen.findByText('Task 1');
    const element = tableElement(container);
    expect(element.style.width).toBe('320px');
    expect(element.style.minWidth).toBe('100%');
    // Only the header's cells are column headers: the row antd measures widths with is hidden from them.
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Status']);
  });

  it('leaves a table without an ellipsis column, and a schema scroll.x, as they are', async () => {
    const plain = renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 160 }]), {
      api: pagedHandler(makeRows(3)),
      data: { enums },
    });
    await screen.findByText('Task 1');
    expect(tableElement(plain.container).style.width).toBe('');
    plain.unmount();

    const named = renderSchema(table([{ title: 'Name', dataIndex: 'taskName', ellipsis: true }], { scroll: { x: 900 } }), {
      api: pagedHandler(makeRows(3)),
      data: { enums },
    });
    await screen.findByText('Task 1');
    expect(tableElement(named.container).style.width).toBe('900px');
  });
});
