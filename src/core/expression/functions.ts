/**
 * The only functions an expression may call, by bare name (`len(rows)`).
 * Each is pure and total: whatever it is given, it returns a value and never
 * throws, so a configurator's typo cannot break a screen. Nothing here reaches
 * outside its arguments except `now()`, which reads the clock.
 */

import { formatPhone344 } from '../validation/phoneFormat';

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
  /** `now()`: milliseconds since the epoch. */
  ['now', () => Date.now()],
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
  /** `phone344(x)`: a mainland mobile as '138 1234 5678' (spec portal-shell 2.7); other text unchanged. */
  ['phone344', (value) => (typeof value === 'string' || typeof value === 'number' ? formatPhone344(value) : '')],
]);

/** Names callable from expressions, for docs and editors. */
export const EXPRESSION_FUNCTION_NAMES: readonly string[] = [...functions.keys()];

/** The helper called `name`, or undefined (Map lookup: `constructor` is never a helper). */
export function getExpressionFunction(name: string): ExpressionFunction | undefined {
  return functions.get(name);
}
