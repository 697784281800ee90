import { describe, expect, it } from 'vitest';
import { MIN_FLEXIBLE_COLUMN_WIDTH, antdFixedLayout, minTableWidth } from '../../../renderers/table/tableWidth';

describe('minTableWidth', () => {
  it('is the named widths plus the least a flexible column gets', () => {
    expect(minTableWidth([{ ellipsis: true }, { width: 160, ellipsis: true }, { width: 160 }])).toBe(320 + MIN_FLEXIBLE_COLUMN_WIDTH);
    expect(minTableWidth([{ ellipsis: true }, {}, { width: '120px' }])).toBe(120 + 2 * MIN_FLEXIBLE_COLUMN_WIDTH);
  });

  it('counts a width in percent or a junk width as flexible', () => {
    expect(minTableWidth([{ width: '30%' }, { width: 100 }])).toBe(100 + MIN_FLEXIBLE_COLUMN_WIDTH);
    expect(minTableWidth([{ width: -5 }, { width: Number.NaN }])).toBe(2 * MIN_FLEXIBLE_COLUMN_WIDTH);
  });

  it('is undefined when every column names its width in pixels', () => {
    expect(minTableWidth([{ width: 200 }, { width: '160px' }])).toBeUndefined();
    expect(minTableWidth([])).toBeUndefined();
  });
});

describe('antdFixedLayout', () => {
  it("follows rc-table's rule: an ellipsis column, a column fixed to a side or a fixed header", () => {
    expect(antdFixedLayout([{ ellipsis: true }, {}], false)).toBe(true);
    expect(antdFixedLayout([{ fixed: 'left' }, {}], false)).toBe(true);
    expect(antdFixedLayout([{}, { width: 100 }], true)).toBe(true);
    expect(antdFixedLayout([{}, { width: 100, ellipsis: false }], false)).toBe(false);
  });
});
