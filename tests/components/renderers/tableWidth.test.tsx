/**
 * A table with a flexible `ellipsis` column in a narrow frame scrolls sideways
 * rather than squeezing that column to nothing (renderers/table/tableWidth.ts):
 * the bulletins list in the studio's preview pane showed no titles.
 */
import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('gives a table with a body height (a fixed header) its minimum width too', async () => {
    const { container } = renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 100 }], { height: 300 }), {
      api: pagedHandler(makeRows(3)),
      data: { enums },
    });
    await screen.findByText('Task 1');
    expect(tableElement(container).style.width).toBe('260px');
  });

  it('gives a plain table (always laid out fixed) its minimum width', async () => {
    const { container } = renderSchema(
      table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 120 }], { plain: true, pagination: false }),
      { api: pagedHandler(makeRows(3)), data: { enums } },
    );
    await screen.findByText('Task 1');
    const element = container.querySelector<HTMLTableElement>('table.eps-plain-table');
    expect(element?.style.minWidth).toBe('280px');
  });

  it("makes a plain table's frame a labelled stop in the tab order when it scrolls sideways", async () => {
    // jsdom lays nothing out: the frame says it is wider inside than it shows.
    const frameWidths = (element: HTMLElement, inner: number): number => (element.classList.contains('eps-plain-table-scroll') ? inner : 0);
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return frameWidths(this, 480);
    });
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return frameWidths(this, 300);
    });
    try {
      renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 120 }], { plain: true, pagination: false, title: 'Tasks' }), {
        api: pagedHandler(makeRows(3)),
        data: { enums },
      });
      await screen.findByText('Task 1');
      const region = await screen.findByRole('region', { name: 'Tasks' });
      expect(region.classList.contains('eps-plain-table-scroll')).toBe(true);
      expect(region.tabIndex).toBe(0);
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it("puts a plain table's frame in the tab order when the frame narrows without a render, and takes it out when it widens again", async () => {
    // The size observers of this test's frames: each call reports a resize, as the browser does after a layout.
    const resizes: (() => void)[] = [];
    const Original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(): void {
        resizes.push(() => this.callback([], this as unknown as ResizeObserver));
      }
      unobserve(): void {}
      disconnect(): void {}
    } as unknown as typeof ResizeObserver;
    let frameWidth = 600;
    const isFrame = (element: HTMLElement): boolean => element.classList.contains('eps-plain-table-scroll');
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isFrame(this) ? 480 : 0;
    });
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return isFrame(this) ? frameWidth : 0;
    });
    try {
      const { container } = renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 120 }], { plain: true, pagination: false, title: 'Tasks' }), {
        api: pagedHandler(makeRows(3)),
        data: { enums },
      });
      await screen.findByText('Task 1');
      const frame = container.querySelector<HTMLElement>('.eps-plain-table-scroll');
      expect(frame?.hasAttribute('tabindex')).toBe(false);
      expect(resizes.length).toBeGreaterThan(0);
      // The window is narrowed: the frame shows 300 of its 480 px; nothing renders again.
      frameWidth = 300;
      act(() => resizes.forEach((resize) => resize()));
      expect(screen.getByRole('region', { name: 'Tasks' })).toBe(frame);
      expect(frame?.tabIndex).toBe(0);
      frameWidth = 600;
      act(() => resizes.forEach((resize) => resize()));
      expect(frame?.hasAttribute('tabindex')).toBe(false);
      expect(screen.queryByRole('region', { name: 'Tasks' })).toBeNull();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      window.ResizeObserver = Original;
    }
  });

  it('leaves a table the browser lays out itself (no ellipsis, fixed column or body height), and a schema scroll.x, as they are', async () => {
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
