/**
 * The choices of a field: an enum, or a oneOf/anyOf list of single values
 * (`{ const | enum: [x], title }`), labelled by `ui:enumNames`, ordered by
 * `ui:enumOrder` and marked by `ui:enumDisabled`, as rjsf reads them.
 */
import type { LocalizedText } from '@core/schema/types';
import { decodeText } from './plainSchema';
import type { FieldOption, FormSchema } from './types';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): LocalizedText | undefined => decodeText(value);

/** The one value a oneOf/anyOf entry stands for: `{ const: x }` or `{ enum: [x] }`; undefined when it is no such entry. */
export function choiceValueOf(item: unknown): { value: unknown } | undefined {
  if (!isRecord(item)) return undefined;
  if ('const' in item) return { value: item.const };
  if (Array.isArray(item.enum) && item.enum.length === 1) return { value: item.enum[0] };
  return undefined;
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/** The label `ui:enumNames` gives the value at `index`: a list by position, or (map form) an object by value. */
export function enumNameOf(names: unknown, value: unknown, index: number): LocalizedText | undefined {
  if (Array.isArray(names)) return asText(names[index]);
  if (isRecord(names) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    const key = String(value);
    return Object.prototype.hasOwnProperty.call(names, key) ? asText(names[key]) : undefined;
  }
  return undefined;
}

/** The options in `ui:enumOrder` (values, with `*` standing for the rest in schema order). */
function ordered(options: FieldOption[], order: unknown): FieldOption[] {
  if (!Array.isArray(order)) return options;
  const picked = (value: unknown): FieldOption | undefined => options.find((o) => sameValue(o.value, value));
  const named = order.filter((v) => v !== '*').map(picked).filter((o): o is FieldOption => o !== undefined);
  const rest = options.filter((o) => !named.includes(o));
  const star = order.indexOf('*');
  if (star < 0) return [...named, ...rest];
  const before = order.slice(0, star).map(picked).filter((o): o is FieldOption => o !== undefined);
  return [...before, ...rest, ...named.filter((o) => !before.includes(o))];
}

/**
 * Choices of an enum or a oneOf/anyOf list of `{ const | enum: [x], title }`,
 * labelled by `ui:enumNames` (list or map), ordered by `ui:enumOrder`,
 * `ui:enumDisabled` marked; undefined when the schema has none.
 */
export function optionsOf(schema: FormSchema, ui: Readonly<Record<string, unknown>>): FieldOption[] | undefined {
  let options: FieldOption[] | undefined;
  if (Array.isArray(schema.enum)) {
    options = schema.enum.map((value: unknown, index) => ({
      value,
      label: enumNameOf(ui.enumNames, value, index) ?? (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)),
    }));
  } else {
    const list = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
    const values = list?.map(choiceValueOf);
    if (list && values && list.length > 0 && values.every((v) => v !== undefined)) {
      options = values.map((choice, index) => ({
        value: choice?.value,
        label: asText((list[index] as Readonly<Record<string, unknown>>).title) ?? String(choice?.value),
      }));
    }
  }
  if (!options) return undefined;
  const disabled = Array.isArray(ui.enumDisabled) ? ui.enumDisabled : [];
  if (disabled.length) options = options.map((o) => (disabled.some((d) => sameValue(d, o.value)) ? { ...o, disabled: true } : o));
  return ordered(options, ui.enumOrder);
}
