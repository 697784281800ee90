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

/**
 * ResizeObservers as the browser runs them: an element is reported once after the layout that follows
 * its `observe` (`layOut`), and again when its size changes (`resize`). jsdom has none.
 */
function installLayoutObservers(): { layOut: () => void; resize: (element: Element | null) => void; restore: () => void } {
  const Original = window.ResizeObserver;
  const observers = new Set<{ callback: ResizeObserverCallback; watched: Set<Element>; pending: Set<Element>; self: ResizeObserver }>();
  const report = (entry: { callback: ResizeObserverCallback; self: ResizeObserver }, targets: Element[]): void => {
    if (targets.length) entry.callback(targets.map((target) => ({ target }) as ResizeObserverEntry), entry.self);
  };
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      observers.add({ callback, watched: new Set(), pending: new Set(), self: this as unknown as ResizeObserver });
    }
    private own() {
      return [...observers].find((entry) => entry.self === (this as unknown as ResizeObserver));
    }
    observe(target: Element): void {
      this.own()?.watched.add(target);
      this.own()?.pending.add(target);
    }
    unobserve(target: Element): void {
      this.own()?.watched.delete(target);
      this.own()?.pending.delete(target);
    }
    disconnect(): void {
      const own = this.own();
      if (own) observers.delete(own);
    }
  } as unknown as typeof ResizeObserver;
  return {
    layOut: () => {
      for (const entry of observers) {
        const targets = [...entry.pending];
        entry.pending.clear();
        report(entry, targets);
      }
    },
    resize: (element) => {
      for (const entry of observers) if (element && entry.watched.has(element)) report(entry, [element]);
    },
    restore: () => {
      window.ResizeObserver = Original;
    },
  };
}

/**
 * jsdom lays nothing out: the elements with `className` say how large they are inside (`scroll`) and
 * how much of it they show (`client`) along `axis`, read at the time; every other element is 0.
 * `reads` lists the sizes read, in order.
 */
function fakeSizes(className: string, axis: 'Width' | 'Height', scroll: () => number, client: () => number): { reads: string[]; restore: () => void } {
  const reads: string[] = [];
  const size = (which: string, value: () => number) =>
    function (this: HTMLElement): number {
      if (!this.classList.contains(className)) return 0;
      reads.push(which);
      return value();
    };
  const spies = [
    vi.spyOn(HTMLElement.prototype, `scroll${axis}`, 'get').mockImplementation(size(`scroll${axis}`, scroll)),
    vi.spyOn(HTMLElement.prototype, `client${axis}`, 'get').mockImplementation(size(`client${axis}`, client)),
  ];
  return { reads, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

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

  it("makes a plain table's frame a labelled stop in the tab order when it scrolls sideways, reading no size in the commit", async () => {
    const observers = installLayoutObservers();
    // The frame is wider inside than it shows.
    const sizes = fakeSizes('eps-plain-table-scroll', 'Width', () => 480, () => 300);
    try {
      renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 120 }], { plain: true, pagination: false, title: 'Tasks' }), {
        api: pagedHandler(makeRows(3)),
        data: { enums },
      });
      await screen.findByText('Task 1');
      // Rendered and committed: the sizes wait for the browser's layout (read then, they force none).
      expect(sizes.reads).toEqual([]);
      act(() => observers.layOut());
      const region = screen.getByRole('region', { name: 'Tasks' });
      expect(region.classList.contains('eps-plain-table-scroll')).toBe(true);
      expect(region.tabIndex).toBe(0);
    } finally {
      sizes.restore();
      observers.restore();
    }
  });

  it("puts a plain table's frame in the tab order when the frame narrows without a render, and takes it out when it widens again", async () => {
    const observers = installLayoutObservers();
    let frameWidth = 600;
    const sizes = fakeSizes('eps-plain-table-scroll', 'Width', () => 480, () => frameWidth);
    try {
      const { container } = renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }, { title: 'Status', dataIndex: 'status', width: 120 }], { plain: true, pagination: false, title: 'Tasks' }), {
        api: pagedHandler(makeRows(3)),
        data: { enums },
      });
      await screen.findByText('Task 1');
      act(() => observers.layOut());
      const frame = container.querySelector<HTMLElement>('.eps-plain-table-scroll');
      expect(frame?.hasAttribute('tabindex')).toBe(false);
      // The window is narrowed: the frame shows 300 of its 480 px; nothing renders again.
      frameWidth = 300;
      act(() => observers.resize(frame));
      expect(screen.getByRole('region', { name: 'Tasks' })).toBe(frame);
      expect(frame?.tabIndex).toBe(0);
      frameWidth = 600;
      act(() => observers.resize(frame));
      expect(frame?.hasAttribute('tabindex')).toBe(false);
      expect(screen.queryByRole('region', { name: 'Tasks' })).toBeNull();
    } finally {
      sizes.restore();
      observers.restore();
    }
  });

  it('watches the rows of a fixed-height body, which overflow it without the body changing size', async () => {
    const observers = installLayoutObservers();
    let rowsHeight = 100;
    const sizes = fakeSizes('ant-table-body', 'Height', () => rowsHeight, () => 200);
    try {
      const { container } = renderSchema(table([{ title: 'Name', dataIndex: 'taskName' }], { height: 200, title: 'Tasks' }), {
        api: pagedHandler(makeRows(3)),
        data: { enums },
      });
      await screen.findByText('Task 1');
      act(() => observers.layOut());
      const body = container.querySelector<HTMLElement>('.ant-table-body');
      expect(body?.hasAttribute('tabindex')).toBe(false);
      // More rows are laid out inside the body: its content grows, the body keeps its height.
      rowsHeight = 400;
      act(() => observers.resize(body?.firstElementChild ?? null));
      expect(screen.getByRole('region', { name: 'Tasks' })).toBe(body);
    } finally {
      sizes.restore();
      observers.restore();
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
