/**
 * The only functions an expression may call, by bare name (`len(rows)`).
 * Each is pure and total: whatever it is given, it returns a value and never
 * throws, so a configurator's typo cannot break a screen. Nothing here reaches
 * outside its arguments except `now()`, which reads the clock, and the date
 * helpers, which read the browser's time zone.
 */

import dayjs from 'dayjs';
import { formatPhone344 } from '../validation/phoneFormat';
import { readPath } from '../scope';

type ExpressionFunction = (...args: readonly unknown[]) => unknown;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Text of a value for the string helpers: null/undefined are '', primitives
 * their usual text, objects and arrays their JSON. Never calls a value's own
 * `toString`, so data cannot run code through it.
 */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return '';
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    // Cycles or a throwing toJSON: render nothing rather than fail.
    return '';
  }
}

const str = (value: unknown): string => (typeof value === 'string' ? value : toText(value));

/** A date from milliseconds, date text (`2026-11-22 10:00:00`, ISO) or a Date; undefined when it is none. */
function toDate(value: unknown): dayjs.Dayjs | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

/** The part of the day of a moment, a translation key suffix. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

/**
 * spec portal-shell 2.4: 6 to before 12 is morning, 12 to before 18
 * afternoon, otherwise evening, in the browser's time zone. Not a date: evening.
 * @example dayPart(now()) // 'morning' at 09:30
 */
export function dayPart(value: unknown): DayPart {
  const hour = toDate(value)?.hour();
  if (hour === undefined) return 'evening';
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The day of the week of a date, 0 (Sunday) to 6, in the browser's time
 * zone; undefined when it is not a date.
 * @example weekday('2026-11-22 10:00:00') // 0
 */
export function weekday(value: unknown): number | undefined {
  return toDate(value)?.day();
}

/**
 * A date as text in a dayjs pattern (default `YYYY-MM-DD`); '' when it is
 * not a date.
 * @example formatDate(item.modifyTime, 'YYYY-MM-DD HH:mm')
 */
export function formatDate(value: unknown, pattern?: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  return date.format(typeof pattern === 'string' && pattern !== '' ? pattern : 'YYYY-MM-DD');
}

/** Base64 of the text's UTF-8 bytes (btoa alone takes Latin-1 only). */
function encodeBase64Text(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

/** Longest text `parseJson` reads (100k characters), so one field cannot stall a render. */
const MAX_JSON_TEXT = 100_000;

const functions: ReadonlyMap<string, ExpressionFunction> = new Map<string, ExpressionFunction>([
  /** `includes(list, x)`: list (array) holds x (===), or text contains x. */
  [
    'includes',
    (list, item) => {
      if (Array.isArray(list)) return list.includes(item);
      if (typeof list === 'string') return list.includes(str(item));
      return false;
    },
  ],
  /** `len(x)`: length of an array or string, key count of an object, else 0. */
  [
    'len',
    (value) => {
      if (Array.isArray(value) || typeof value === 'string') return value.length;
      if (isPlainObject(value)) return Object.keys(value).length;
      return 0;
    },
  ],
  ['lower', (value) => str(value).toLowerCase()],
  ['upper', (value) => str(value).toUpperCase()],
  ['trim', (value) => str(value).trim()],
  ['startsWith', (value, prefix) => str(value).startsWith(str(prefix))],
  ['endsWith', (value, suffix) => str(value).endsWith(str(suffix))],
  /** `join(list, sep)`: the items' text joined (sep defaults to ','). */
  [
    'join',
    (list, separator) => (Array.isArray(list) ? list.map(str).join(separator === undefined ? ',' : str(separator)) : ''),
  ],
  /** `slice(list, start, end)`: part of a list or text, as JavaScript's slice (end optional); [] for anything else. */
  [
    'slice',
    (list, start, end) => {
      if (!Array.isArray(list) && typeof list !== 'string') return [];
      const from = typeof start === 'number' && Number.isFinite(start) ? Math.trunc(start) : 0;
      return typeof end === 'number' && Number.isFinite(end) ? list.slice(from, Math.trunc(end)) : list.slice(from);
    },
  ],
  /** `pluck(list, 'a.b')`: each item's value at a dotted path (own properties only); [] for no list. */
  ['pluck', (list, path) => (Array.isArray(list) ? list.map((item: unknown) => readPath(item, str(path))) : [])],
  /** `now()`: milliseconds since the epoch. */
  ['now', () => Date.now()],
  /** `dayPart(date)`: 'morning' (6-12), 'afternoon' (12-18) or 'evening', local time (spec portal-shell 2.4). */
  ['dayPart', (value) => dayPart(value)],
  /** `weekday(date)`: 0 (Sunday) to 6, local time; undefined for no date. */
  ['weekday', (value) => weekday(value)],
  /** `formatDate(date, pattern)`: dayjs pattern, default 'YYYY-MM-DD'; '' for no date. */
  ['formatDate', (value, pattern) => formatDate(value, pattern)],
  /** `number(x)`: numbers and numeric text as numbers, booleans 1/0, else NaN. */
  [
    'number',
    (value) => {
      if (typeof value === 'number') return value;
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (typeof value === 'string') return value.trim() === '' ? Number.NaN : Number(value);
      return Number.NaN;
    },
  ],
  ['string', (value) => toText(value)],
  /**
   * `parseJson(text)`: the data a JSON text holds (a server field sent as JSON
   * text, e.g. the change history's hisBak, spec workflow-enterprise-embedding 3);
   * null for bad or over-long text. JSON.parse builds data only, never code.
   */
  [
    'parseJson',
    (value) => {
      if (typeof value !== 'string') return value === undefined ? null : value;
      if (value.length > MAX_JSON_TEXT) return null;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return null;
      }
    },
  ],
  /** `toJson(x)`: x as JSON text (a list sent as one query parameter, e.g. the approver panel's nodes); '' for undefined. */
  ['toJson', (value) => (value === undefined ? '' : JSON.stringify(value))],
  /** `isEmpty(x)`: undefined, null, '', [] and {} are empty. */
  [
    'isEmpty',
    (value) => {
      if (value === undefined || value === null || value === '') return true;
      if (Array.isArray(value)) return value.length === 0;
      if (isPlainObject(value)) return Object.keys(value).length === 0;
      return false;
    },
  ],
  /**
   * `encode(x)`: base64 of x's UTF-8 text, the "encoded" form in which the user
   * centre's calls send passwords, e-mail addresses and phones (spec portal-shell 7),
   * as sign-in already does; '' for nothing.
   */
  ['encode', (value) => (value === undefined || value === null ? '' : encodeBase64Text(toText(value)))],
  /** `phone344(x)`: a mainland mobile as '138 1234 5678' (spec portal-shell 2.7); other text unchanged. */
  ['phone344', (value) => (typeof value === 'string' || typeof value === 'number' ? formatPhone344(value) : '')],
]);

/** The helper called `name`, or undefined (Map lookup: `constructor` is never a helper). */
export function getExpressionFunction(name: string): ExpressionFunction | undefined {
  return functions.get(name);
}
