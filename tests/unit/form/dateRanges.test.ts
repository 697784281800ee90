import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRangeOf, lastDays, presetDaysOf, rangeDays } from '../../../renderers/form/widgets/dateRanges';
import { withWidgetDefaults } from '../../../renderers/form/widgetDefaults';
import { buildFields } from '../../../renderers/form/schemaFields';

const today = dayjs('2026-12-02');

describe('date range options', () => {
  it('reads a default range by name or by days, and nothing else', () => {
    expect(rangeDays('last90Days')).toBe(90);
    expect(rangeDays(7)).toBe(7);
    expect(rangeDays('last0Days')).toBeUndefined();
    expect(rangeDays('lastWeek')).toBeUndefined();
    expect(rangeDays(-3)).toBeUndefined();
  });

  it('a range of n days ends today and starts n days before', () => {
    const [from, to] = lastDays(90, today);
    expect([from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')]).toEqual(['2026-09-03', '2026-12-02']);
    expect(defaultRangeOf({ defaultRange: 'last7Days' }, today)).toEqual(['2026-11-25', '2026-12-02']);
    expect(defaultRangeOf({ defaultRange: 30, format: 'YYYY/MM/DD' }, today)).toEqual(['2026/11/02', '2026/12/02']);
    expect(defaultRangeOf({}, today)).toBeUndefined();
  });

  it('presets keep their order, once each, and drop what names no range', () => {
    expect(presetDaysOf({ presets: [7, 30, 'last90Days', 30, 'x', 0] })).toEqual([7, 30, 90]);
    expect(presetDaysOf({})).toEqual([]);
  });

  it('an empty range field starts on its default range, nested ones too; a given value stays', () => {
    const fields = buildFields(
      {
        type: 'object',
        properties: {
          period: { type: 'array', items: { type: 'string', format: 'date' } },
          filter: { type: 'object', properties: { created: { type: 'array', items: { type: 'string', format: 'date' } } } },
        },
      },
      { period: { 'ui:widget': 'dateRange', 'ui:options': { defaultRange: 'last90Days' } }, filter: { created: { 'ui:widget': 'dateRange', 'ui:options': { defaultRange: 7 } } } },
    );
    const filled = withWidgetDefaults(fields, {});
    expect((filled.period as string[]).length).toBe(2);
    expect(dayjs((filled.period as string[])[1]).diff(dayjs((filled.period as string[])[0]), 'day')).toBe(90);
    expect(((filled.filter as Record<string, unknown>).created as string[]).length).toBe(2);
    expect(withWidgetDefaults(fields, { period: ['2026-01-01', '2026-01-31'] }).period).toEqual(['2026-01-01', '2026-01-31']);
  });
});
