/**
 * What an object holds besides its declared properties (rjsf semantics):
 * an object-level `oneOf` / `anyOf` (MultiSchemaField: pick an option, see
 * its fields) and free keys (`additionalProperties`, `patternProperties`,
 * `propertyNames`: key + value rows). Built once per schema, like the rest
 * of the descriptors; which option is picked and which keys exist is the
 * components' business (fields/MultiSchemaField.tsx, fields/AdditionalPropertiesField.tsx), so a keystroke rebuilds
 * nothing.
 */
import type { LocalizedText } from '@core/schema/types';
import { decodeText } from './plainSchema';
import type { FieldDescriptor, FormSchema, FreeShape, MultiChoice, MultiShape, UiSchema } from './types';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const propertiesOf = (schema: FormSchema): Readonly<Record<string, unknown>> => (isRecord(schema.properties) ? schema.properties : {});

/** True when a oneOf/anyOf list holds objects (not a list of choices, not alternative scalar types). */
export function isObjectOptionList(list: unknown): list is readonly unknown[] {
  return (
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(isRecord) &&
    list.some((o) => isRecord(o) && (isRecord(o.properties) || o.type === 'object' || typeof o.$ref === 'string' || Array.isArray(o.required)))
  );
}

/** Whether `value` can stay in a property of schema `schema` after the option changes (its type and const / enum fit). */
function fits(schema: unknown, value: unknown): boolean {
  if (!isRecord(schema)) return true;
  if ('const' in schema) return JSON.stringify(schema.const) === JSON.stringify(value);
  if (Array.isArray(schema.enum)) return schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value));
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return true;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

/**
 * The value after switching from option `from` to option `to` (rjsf
 * `sanitizeDataForNewSchema`): values the new option also declares and
 * accepts stay, values only the old option declared go, others stay.
 */
export function switchedValue(current: unknown, from: FormSchema | undefined, to: FormSchema): Record<string, unknown> {
  const out: Record<string, unknown> = isRecord(current) ? { ...current } : {};
  const before = from ? propertiesOf(from) : {};
  const after = propertiesOf(to);
  for (const key of Object.keys(out)) {
    if (Object.prototype.hasOwnProperty.call(after, key)) {
      if (!fits(after[key], out[key])) delete out[key];
    } else if (Object.prototype.hasOwnProperty.call(before, key)) {
      delete out[key];
    }
  }
  return out;
}

/**
 * How well `data` fits an option, for choosing the option shown at first:
 * a const (a discriminator) that differs rules it out, each declared key
 * present and fitting scores a point, each required key missing costs one.
 */
function score(option: FormSchema, data: unknown): number {
  if (!isRecord(data)) return 0;
  const properties = propertiesOf(option);
  let points = 0;
  for (const [key, schema] of Object.entries(properties)) {
    if (!(key in data)) continue;
    if (isRecord(schema) && 'const' in schema && !fits(schema, data[key])) return -1000;
    points += fits(schema, data[key]) ? (isRecord(schema) && 'const' in schema ? 10 : 1) : -1;
  }
  const required = Array.isArray(option.required) ? option.required : [];
  for (const key of required) if (typeof key === 'string' && !(key in data)) points -= 1;
  return points;
}

/** The option fitting `data` best, the selected one on a tie. */
export function closestOption(options: readonly FormSchema[], data: unknown, selected: number): number {
  let best = selected >= 0 && selected < options.length ? selected : 0;
  let bestScore = options[best] ? score(options[best] as FormSchema, data) : 0;
  options.forEach((option, index) => {
    const points = score(option, data);
    if (points > bestScore) {
      best = index;
      bestScore = points;
    }
  });
  return best;
}

/** The options of an object-level oneOf/anyOf; `buildOption` makes an option's fields at the object's path. */
export function multiShapeOf(
  schema: FormSchema,
  resolve: (schema: FormSchema) => FormSchema,
  buildOption: (option: FormSchema, raw: FormSchema) => FieldDescriptor[],
): MultiShape | undefined {
  const keyword = isObjectOptionList(schema.oneOf) ? 'oneOf' : isObjectOptionList(schema.anyOf) ? 'anyOf' : undefined;
  if (!keyword) return undefined;
  const list = schema[keyword] as readonly Readonly<Record<string, unknown>>[];
  const choices: MultiChoice[] = list.map((raw) => {
    const option = resolve(raw);
    const label: LocalizedText | undefined = decodeText(raw.title) ?? decodeText(option.title);
    // An option's fields are built when first read (the option is shown, or its values are checked):
    // an option that is a `$ref` to the object around it (a tree's rows) would otherwise build forever.
    let fields: FieldDescriptor[] | undefined;
    return {
      label,
      schema: option,
      get fields(): FieldDescriptor[] {
        return (fields ??= buildOption(option, raw));
      },
    };
  });
  const schemas = choices.map((c) => c.schema);
  return { keyword, choices, match: (data, selected) => closestOption(schemas, data, selected) };
}

/** The first `patternProperties` schema whose pattern the key matches (invalid patterns never match). */
function patternSchemaOf(patterns: Readonly<Record<string, unknown>>, key: string): FormSchema | undefined {
  for (const [pattern, schema] of Object.entries(patterns)) {
    try {
      if (isRecord(schema) && new RegExp(pattern, 'u').test(key)) return schema;
    } catch {
      // A pattern the browser cannot compile matches nothing; the validator reports it on submit.
    }
  }
  return undefined;
}

/** Whether a name passes a `propertyNames` schema (pattern, lengths, enum, const: the rules used for names). */
function nameAllowed(rule: unknown, key: string): boolean {
  if (rule === false) return false;
  if (!isRecord(rule)) return true;
  if (typeof rule.pattern === 'string') {
    try {
      if (!new RegExp(rule.pattern, 'u').test(key)) return false;
    } catch {
      return true;
    }
  }
  const length = [...key].length;
  if (typeof rule.minLength === 'number' && length < rule.minLength) return false;
  if (typeof rule.maxLength === 'number' && length > rule.maxLength) return false;
  if (Array.isArray(rule.enum) && !rule.enum.includes(key)) return false;
  if ('const' in rule && rule.const !== key) return false;
  return true;
}

/** The value of a new key, by the value schema (rjsf ObjectField `getDefaultValue`). */
function startValue(schema: FormSchema | undefined, newText: string): unknown {
  if (!schema) return newText;
  if (schema.default !== undefined) return JSON.parse(JSON.stringify(schema.default)) as unknown;
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'object':
      return {};
    case 'array':
      return [];
    case 'null':
      return null;
    default:
      return newText;
  }
}

/**
 * The free keys of an object schema, undefined when it has none: no
 * `additionalProperties` (or `false`) and no `patternProperties`.
 * `buildValue` makes the value field of a key from its schema.
 */
export function freeShapeOf(
  schema: FormSchema,
  uiSchema: UiSchema | undefined,
  ui: Readonly<Record<string, unknown>>,
  resolve: (schema: FormSchema) => FormSchema,
  buildValue: (key: string, schema: FormSchema, uiSchema: UiSchema | undefined) => FieldDescriptor,
): FreeShape | undefined {
  const additional = schema.additionalProperties;
  const patterns = isRecord(schema.patternProperties) ? schema.patternProperties : undefined;
  const open = additional === true || isRecord(additional);
  if (!open && !patterns) return undefined;
  const declared = Object.keys(propertiesOf(schema));
  const valueUi = isRecord(uiSchema) && isRecord(uiSchema.additionalProperties) ? (uiSchema.additionalProperties as UiSchema) : undefined;
  const valueSchemaOf = (key: string): FormSchema => {
    const matched = patterns ? patternSchemaOf(patterns, key) : undefined;
    if (matched) return resolve(matched);
    // `true` takes any value: a text field, like rjsf's default for an untyped additional property.
    return isRecord(additional) ? resolve(additional) : { type: 'string' };
  };
  const fields = new Map<string, FieldDescriptor>();
  return {
    declared,
    addable: ui.expandable !== false && additional !== false && (open || patterns !== undefined),
    maxProperties: typeof schema.maxProperties === 'number' ? schema.maxProperties : Number.POSITIVE_INFINITY,
    fieldFor(key) {
      let field = fields.get(key);
      if (!field) {
        field = buildValue(key, valueSchemaOf(key), valueUi);
        fields.set(key, field);
      }
      return field;
    },
    newValue: (key, newText) => startValue(valueSchemaOf(key), newText),
    keyProblem(key) {
      if (!nameAllowed(schema.propertyNames, key)) return 'name';
      if (!open && patterns && !patternSchemaOf(patterns, key)) return 'pattern';
      return undefined;
    },
  };
}

/** rjsf's name of a new key: `newKey`, then `newKey-1`, `newKey-2`... (the first not taken). */
export function availableKey(preferred: string, taken: ReadonlySet<string>): string {
  if (!taken.has(preferred)) return preferred;
  for (let index = 1; ; index += 1) {
    const candidate = `${preferred}-${index}`;
    if (!taken.has(candidate)) return candidate;
  }
}
