/**
 * Value enums: how a raw value (a status code) is shown, as text plus a tag
 * colour or a badge status. One source for each fact (ARCHITECTURE): a
 * schema names an enum (`"valueEnum": "taskStatus"`) and the shell puts the
 * platform's enums into the scope under `enums`; a schema may also write a
 * small enum inline.
 */
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';

/** antd Badge statuses, for `status` cells. */
export const BADGE_STATUSES = ['success', 'processing', 'default', 'error', 'warning'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

/** How one value is shown. */
export interface EnumEntry {
  text: LocalizedText;
  /** A tag colour: an antd preset (`green`, `red`, ...) or a CSS colour. */
  color?: string;
  status?: BadgeStatus;
}

/** Value (as text) to entry. */
export type ValueEnum = Readonly<Record<string, EnumEntry>>;

/** An inline enum, or the name of one in the scope's `enums`. */
export type ValueEnumRef = string | ValueEnum;

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The enum a prop refers to: inline, or looked up by name in `enums` of the
 * scope, then in `dicts` (the preloaded dictionaries by dictCode, src/core/dicts),
 * own properties only. Undefined when the name is unknown.
 * @example resolveValueEnum('taskStatus', scope)?.['1']?.color // 'green'
 * @example resolveValueEnum('dict_user_level', scope)?.['1']?.text // 'Main account'
 */
export function resolveValueEnum(ref: ValueEnumRef | undefined, scope: Scope): ValueEnum | undefined {
  if (ref === undefined) return undefined;
  if (typeof ref !== 'string') return ref;
  for (const holder of ['enums', 'dicts']) {
    const enums = scope.get(holder);
    if (!isRecord(enums) || !hasOwn(enums, ref)) continue;
    const found = enums[ref];
    return isRecord(found) ? (found as ValueEnum) : undefined;
  }
  return undefined;
}

/** The entry for `value` (compared as text, so `1` finds `"1"`), own keys only. */
export function enumEntry(valueEnum: ValueEnum | undefined, value: unknown): EnumEntry | undefined {
  if (!valueEnum || value === undefined || value === null) return undefined;
  const key = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  if (key === undefined || !hasOwn(valueEnum, key)) return undefined;
  const entry = valueEnum[key];
  return isRecord(entry) ? entry : undefined;
}

/** JSON Schema of a value enum prop: an enum name or an inline enum. */
export const valueEnumSchema = {
  description: 'The name of an enum in the scope\'s "enums", or an inline enum { value: { text, color, status } }.',
  anyOf: [
    { type: 'string', minLength: 1 },
    {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['text'],
        additionalProperties: false,
        properties: {
          text: { $ref: '#/$defs/text' },
          color: { type: 'string' },
          status: { enum: [...BADGE_STATUSES] },
        },
      },
    },
  ],
} as const;
