/**
 * The width under which a table scrolls sideways rather than squeezing its
 * columns. A table laid out with a fixed layout gives each column with a
 * width that width and a column without one what is left, which in a narrow
 * frame (the studio's preview pane, a phone) is nothing: the bulletins list
 * showed its source and time and no title. antd's Table lays out fixed when
 * a column has an `ellipsis`, a column is fixed to a side or the header is
 * fixed (a body height, a virtual body: rc-table's `mergedTableLayout`); the
 * plain table always does. Such a table is given a minimum width: the widths
 * its columns name plus MIN_FLEXIBLE_COLUMN_WIDTH for each column without a
 * width in pixels. In a frame wider than that the columns share the frame
 * as before.
 */
import type { ColumnType } from 'antd/es/table';

/** The least a column without a width in pixels is given (about ten Chinese characters and the ellipsis). */
export const MIN_FLEXIBLE_COLUMN_WIDTH = 160;

type SizedColumn = Pick<ColumnType<unknown>, 'width' | 'ellipsis' | 'fixed'>;

/** A column's width in pixels, when it names one (`120` or `'120px'`; `'20%'` is not a width in pixels). */
function pixelWidth(width: ColumnType<unknown>['width']): number | undefined {
  if (typeof width === 'number') return Number.isFinite(width) && width > 0 ? width : undefined;
  const match = typeof width === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(width) : null;
  return match ? Number(match[1]) : undefined;
}

/** Whether antd's Table lays `columns` out fixed (`fixedHeader`: it has a body height). */
export const antdFixedLayout = (columns: readonly SizedColumn[], fixedHeader: boolean): boolean =>
  fixedHeader || columns.some((column) => Boolean(column.ellipsis) || column.fixed !== undefined);

/** The minimum width of a fixed-layout table of `columns`; undefined when every column names its width in pixels. */
export function minTableWidth(columns: readonly SizedColumn[]): number | undefined {
  const widths = columns.map((column) => pixelWidth(column.width));
  if (widths.every((width) => width !== undefined)) return undefined;
  return widths.reduce<number>((sum, width) => sum + (width ?? MIN_FLEXIBLE_COLUMN_WIDTH), 0);
}
