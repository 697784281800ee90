/**
 * The date helpers of expressions: dayPart (spec portal-shell 2.4 greeting
 * boundaries, local time), weekday and formatDate, direct and through the
 * evaluator. Tests run with TZ=UTC (vitest.config.ts); the moments below are
 * built in local time so they hold in any zone.
 */
import { describe, expect, it } from 'vitest';
import { evaluateExpression } from '@core/expression/evaluate';
import { dayPart, formatDate, weekday } from '@core/expression/functions';
import { Scope } from '@core/scope';

const at = (hh: number, mm: number): number => new Date(2026, 0, 5, hh, mm).getTime();

describe('dayPart (spec portal-shell 2.4)', () => {
  it.each([
    [5, 59, 'evening'],
    [6, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [0, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hh, mm, part) => {
    expect(dayPart(at(hh, mm))).toBe(part);
  });

  it('reads date text and Dates too; anything else is evening', () => {
    expect(dayPart('2026-11-22 09:30:00')).toBe('morning');
    expect(dayPart(new Date(2026, 10, 22, 13, 0))).toBe('afternoon');
    expect(dayPart(undefined)).toBe('evening');
    expect(dayPart('not a date')).toBe('evening');
    expect(dayPart({ hour: 9 })).toBe('evening');
    expect(dayPart(Number.NaN)).toBe('evening');
  });
});

describe('weekday', () => {
  it('gives 0 (Sunday) to 6 in local time', () => {
    expect(weekday('2026-11-22 10:00:00')).toBe(0);
    expect(weekday('2026-11-21')).toBe(6);
    expect(weekday(new Date(2026, 10, 19, 23, 59).getTime())).toBe(4);
  });

  it('gives undefined for what is not a date', () => {
    expect(weekday('')).toBeUndefined();
    expect(weekday(null)).toBeUndefined();
    expect(weekday('yesterday')).toBeUndefined();
    expect(weekday([2026])).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('formats with a dayjs pattern, YYYY-MM-DD by default', () => {
    expect(formatDate('2026-11-22 10:05:09')).toBe('2026-11-22');
    expect(formatDate('2026-11-22 10:05:09', 'YYYY-MM-DD HH:mm')).toBe('2026-11-22 10:05');
    expect(formatDate(new Date(2026, 0, 5, 8, 0).getTime(), 'MM/DD HH:mm')).toBe('01/05 08:00');
    expect(formatDate('2026-11-22', '')).toBe('2026-11-22');
  });

  it('gives empty text for what is not a date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('soon', 'YYYY')).toBe('');
    expect(formatDate({}, 'YYYY')).toBe('');
  });
});

describe('date helpers in expressions', () => {
  it('are callable by name against the scope', () => {
    const scope = new Scope({ item: { modifyTime: '2026-11-20 08:00:00' }, morning: at(9, 0) });
    expect(evaluateExpression('weekday(item.modifyTime)', scope)).toBe(5);
    expect(evaluateExpression('formatDate(item.modifyTime, "DD/MM/YYYY")', scope)).toBe('20/11/2026');
    expect(evaluateExpression('dayPart(morning)', scope)).toBe('morning');
    expect(['morning', 'afternoon', 'evening']).toContain(evaluateExpression('dayPart(now())', scope));
  });
});
