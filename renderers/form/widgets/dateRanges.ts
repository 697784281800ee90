/**
 * The date range widget's options, read without antd (the form's defaults
 * use them): `ui:options.defaultRange` (`"last90Days"`, or a number of days)
 * gives an empty range its starting value, `ui:options.presets` (`[7, 30, 90]`)
 * the "Last 7 days"... shortcuts. A range of n days ends today and starts n
 * days before (spec workflow-enterprise-embedding 9: last 90 days by default,
 * shortcuts of 7, 30 and 90 days).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from './dateFormat';

/** The named default ranges (`lastNDays`); a number of days is taken as well. */
const NAMED_RANGE = /^last(\d{1,4})Days$/;

/** The days a `defaultRange` or a preset stands for, or undefined when it names none. */
export function rangeDays(value: unknown): number | undefined {
  const days = typeof value === 'number' ? value : typeof value === 'string' ? Number(NAMED_RANGE.exec(value)?.[1]) : NaN;
  return Number.isInteger(days) && days > 0 && days <= 3660 ? days : undefined;
}

/** The last `days` days up to `today`: [today - days, today]. */
export function lastDays(days: number, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const end = today.startOf('day');
  return [end.subtract(days, 'day'), end];
}

/** The display format of a field's dates (`ui:options.format`, else YYYY-MM-DD). */
export const rangeFormatOf = (ui: Readonly<Record<string, unknown>>): string => (typeof ui.format === 'string' && ui.format !== '' ? ui.format : DATE_FORMAT);

/** The starting value of a range field (`[from, to]` as text), or undefined without `defaultRange`. */
export function defaultRangeOf(ui: Readonly<Record<string, unknown>>, today?: Dayjs): [string, string] | undefined {
  const days = rangeDays(ui.defaultRange);
  if (days === undefined) return undefined;
  const format = rangeFormatOf(ui);
  const [from, to] = lastDays(days, today);
  return [from.format(format), to.format(format)];
}

/** The preset shortcuts of a range field: their days, in the order given, once each. */
export function presetDaysOf(ui: Readonly<Record<string, unknown>>): number[] {
  const list = Array.isArray(ui.presets) ? ui.presets : [];
  return [...new Set(list.map(rangeDays).filter((d): d is number => d !== undefined))];
}
