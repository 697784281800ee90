import { describe, expect, it } from 'vitest';
import { MIN_FLEXIBLE_COLUMN_WIDTH, minTableWidth } from '../../../renderers/table/tableWidth';

describe('minTableWidth', () => {
  it('is the named widths plus the least a flexible column gets, when a column is cut with an ellipsis', () => {
    expect(minTableWidth([{ ellipsis: true }, { width: 160, ellipsis: true }, { width: 160 }])).toBe(320 + MIN_FLEXIBLE_COLUMN_WIDTH);
    expect(minTableWidth([{ ellipsis: true }, { ellipsis: false }, { width: '120px' }])).toBe(120 + 2 * MIN_FLEXIBLE_COLUMN_WIDTH);
  });

  it('counts a width in percent or a junk width as flexible', () => {
    expect(minTableWidth([{ ellipsis: true, width: '30%' }, { width: 100 }])).toBe(100 + MIN_FLEXIBLE_COLUMN_WIDTH);
    expect(minTableWidth([{ ellipsis: true, width: -5 }, { width: Number.NaN }])).toBe(2 * MIN_FLEXIBLE_COLUMN_WIDTH);
  });

  it('is undefined without an ellipsis column (the automatic layout keeps each column its content) or when every column names its width', () => {
    expect(minTableWidth([{}, { width: 160 }])).toBeUndefined();
    expect(minTableWidth([{ ellipsis: true, width: 200 }, { width: 160 }])).toBeUndefined();
    expect(minTableWidth([])).toBeUndefined();
  });
});
