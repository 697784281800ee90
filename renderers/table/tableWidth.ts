/**
 * The width under which a full table scrolls sideways rather than squeezing
 * its columns. antd lays a table with an `ellipsis` column out with a fixed
 * layout: columns with a width keep it and a column without one gets what is
 * left, which in a narrow frame (the studio's preview pane, a phone) is
 * nothing: the bulletins list showed its source and time and no title.
 * So such a table is given a minimum width (antd `scroll.x`, drawn as
 * `width: x; min-width: 100%`): the widths its columns name plus
 * MIN_FLEXIBLE_COLUMN_WIDTH for each column without a width in pixels. In a
 * frame wider than that the columns share the frame as before.
 */
import type { ColumnType } from 'antd/es/table';

/** The least a column without a width in pixels is given (about ten Chinese characters and the ellipsis). */
export const MIN_FLEXIBLE_COLUMN_WIDTH = 160;

/** A column's width in pixels, when it names one (`120` or `'120px'`; `'20%'` is not a width in pixels). */
function pixelWidth(width: ColumnType<unknown>['width']): number | undefined {
  if (typeof width === 'number') return Number.isFinite(width) && width > 0 ? width : undefined;
  const match = typeof width === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(width) : null;
  return match ? Number(match[1]) : undefined;
}

/**
 * The minimum width of a table of `columns`, or undefined when its layout cannot squeeze a column to nothing
 * (no `ellipsis` column, so the browser's automatic layout keeps each column's content width) or every column
 * names its width.
 */
export function minTableWidth(columns: readonly Pick<ColumnType<unknown>, 'width' | 'ellipsis'>[]): number | undefined {
  if (!columns.some((column) => column.ellipsis)) return undefined;
  const widths = columns.map((column) => pixelWidth(column.width));
  if (widths.every((width) => width !== undefined)) return undefined;
  return widths.reduce<number>((sum, width) => sum + (width ?? MIN_FLEXIBLE_COLUMN_WIDTH), 0);
}
