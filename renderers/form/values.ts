/**
 * Form values in and out: starting values (schema defaults under initial and
 * loaded values) and the trimmed values a submit sends.
 */
import type { FieldDescriptor, FormSchema } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Schema defaults under `values` for simple schemas (no $ref, allOf,
 * conditions: see formEngine.ts; the engine uses rjsf's
 * getDefaultFormState for the others): a property's `default` when the
 * value is absent, nested objects filled the same way (a required one
 * even when empty), a required list empty, a `const` filled in (except a
 * boolean one: a rule, not a value), `type: null` set to null.
 */
export function simpleDefaults(schema: FormSchema, values: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = isRecord(values) ? { ...values } : {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, property] of Object.entries(properties)) {
    if (!isRecord(property)) continue;
    const current = out[name];
    if (isRecord(property.properties) && (current === undefined || isRecord(current))) {
      const nested = simpleDefaults(property, current);
      // rjsf keeps an empty object only for a required property: its own required fields then say what is missing.
      if (current !== undefined || Object.keys(nested).length > 0 || required.has(name)) out[name] = nested;
    } else if (Array.isArray(current) && isRecord(property.items) && isRecord(property.items.properties)) {
      // Rows given without some properties take the item's defaults (rjsf getDefaultFormState).
      const items = property.items;
      out[name] = current.map((row: unknown) => (row === undefined || isRecord(row) ? simpleDefaults(items, row) : row));
    } else if (current === undefined && property.default !== undefined) {
      out[name] = property.default;
    } else if (current === undefined && property.type === 'array' && required.has(name)) {
      // rjsf starts a required list empty (an optional one absent), so `minItems` speaks rather than `required`.
      out[name] = [];
    } else if (current === undefined && property.const !== undefined && typeof property.const !== 'boolean') {
      // rjsf fills a const in; a boolean const stays a rule (an agreement box is ticked by the user).
      out[name] = property.const;
    } else if (current === undefined && property.type === 'null') {
      out[name] = null;
    }
  }
  return out;
}

/**
 * The values a submit sends: the string inputs of the value tree trimmed (spec
 * workflow-enterprise-embedding 5: "form string values are trimmed"; a string
 * emptied by trimming becomes its field's empty value; fields not described are
 * trimmed too), and each required lone box nobody ticked sent as `false`
 * (`answerUntickedBoxes`).
 */
export function trimValues(values: unknown, fields: ReadonlyMap<string, FieldDescriptor>, prefix = ''): unknown {
  const out = trimmed(values, fields, prefix);
  if (prefix === '' && isRecord(out)) answerUntickedBoxes(out, fields);
  return out;
}

function trimmed(values: unknown, fields: ReadonlyMap<string, FieldDescriptor>, prefix: string): unknown {
  if (typeof values === 'string') {
    const text = values.trim();
    return text === '' ? fields.get(prefix)?.emptyValue : text;
  }
  if (Array.isArray(values)) return values.map((item: unknown, index) => trimmed(item, fields, prefix ? `${prefix}.${index}` : String(index)) ?? null);
  // A picked file (upload sendWithForm) is a value, not a record of fields.
  if (!isRecord(values) || (typeof Blob !== 'undefined' && values instanceof Blob)) return values;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const next = trimmed(value, fields, prefix ? `${prefix}.${key}` : key);
    if (next !== undefined) out[key] = next;
  }
  return out;
}

/** Widgets that draw a yes / no as one box: unticked reads as "no", there is no unanswered look. */
const BOX_WIDGETS = new Set(['checkbox', 'switch']);

/**
 * Sets `false` (in place, on the fresh copy `trimmed` made) for each required yes / no drawn as a
 * lone checkbox or switch that nobody ticked, as rjsf starts it (getDefaultFormState): an unticked
 * box already reads as "no", so a "required" message under it would ask for an answer the person
 * sees given. Only where its object is sent (the root, a row, a nested object holding values): an
 * optional group left empty stays absent. A boolean `const` stays a rule the person ticks (an
 * agreement); a yes / no drawn as radios or a drop-down stays unanswered until picked.
 */
function answerUntickedBoxes(values: Record<string, unknown>, fields: ReadonlyMap<string, FieldDescriptor>): void {
  for (const field of fields.values()) {
    if (field.kind !== 'boolean' || !field.required || !BOX_WIDGETS.has(field.widget) || field.schema.const !== undefined) continue;
    const name = field.path.at(-1);
    let parent: unknown = values;
    for (const segment of field.path.slice(0, -1)) parent = Array.isArray(parent) || isRecord(parent) ? (parent as Record<string, unknown>)[String(segment)] : undefined;
    if (typeof name === 'string' && isRecord(parent) && parent[name] === undefined) parent[name] = false;
  }
}

/** A copy of a JSON value (a copied row must not share objects with its source). */
export function cloneValue(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * The value of a new array row from its schema (rjsf: the item's defaults):
 * its `default`, an object's property defaults, else nothing.
 */
export function newRowValue(schema: FormSchema): unknown {
  if (schema.default !== undefined) return cloneValue(schema.default);
  if (isRecord(schema.properties)) return simpleDefaults(schema, {});
  return undefined;
}
