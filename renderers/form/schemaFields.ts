/**
 * Turns a form's JSON Schema and uiSchema into field descriptors, once per
 * schema: which widget, which options, required or not, in which order.
 * rjsf semantics (`ui:order`, `ui:widget`, `ui:options`, enum/oneOf) via
 * `@rjsf/utils` helpers, without rjsf's per-keystroke field tree.
 */
import { getUiOptions, orderProperties } from '@rjsf/utils';
import type { LocalizedText } from '../../src/core/schema/types';
import { decodeText, plainSchemaOf } from './plainSchema';
import type { FieldDescriptor, FieldKind, FieldOption, FormSchema, UiSchema } from './types';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): LocalizedText | undefined => decodeText(value);

const PRIMITIVE_KINDS: ReadonlySet<FieldKind> = new Set(['string', 'number', 'integer', 'boolean']);

/** The kind of a schema: its (first non-null) type, else what enum/const/properties suggest. */
export function kindOf(schema: FormSchema): FieldKind {
  const declared = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (typeof declared === 'string') {
    return ['string', 'number', 'integer', 'boolean', 'array', 'object'].includes(declared) ? (declared as FieldKind) : 'unsupported';
  }
  if (isRecord(schema.properties)) return 'object';
  const sample = Array.isArray(schema.enum) ? schema.enum[0] : schema.const;
  if (typeof sample === 'number') return 'number';
  if (typeof sample === 'boolean') return 'boolean';
  if (typeof sample === 'string') return 'string';
  const oneOf = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  const first = oneOf?.[0];
  if (isRecord(first) && 'const' in first) return kindOf({ const: first.const });
  return 'string';
}

/** Choices of an enum or a oneOf/anyOf list of `{ const, title }`; undefined when the schema has none. */
export function optionsOf(schema: FormSchema, ui: Readonly<Record<string, unknown>>): FieldOption[] | undefined {
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(ui.enumNames) ? ui.enumNames : [];
    return schema.enum.map((value: unknown, index) => ({
      value: value as FieldOption['value'],
      label: asText(names[index]) ?? String(value),
    }));
  }
  const list = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (list && list.length > 0 && list.every((item) => isRecord(item) && 'const' in item)) {
    return (list as Readonly<Record<string, unknown>>[]).map((item) => ({
      value: item.const as FieldOption['value'],
      label: asText(item.title) ?? String(item.const),
    }));
  }
  return undefined;
}

function defaultWidget(schema: FormSchema, kind: FieldKind, options: FieldOption[] | undefined): string {
  switch (kind) {
    case 'boolean':
      return 'checkbox';
    case 'number':
    case 'integer':
      return options ? 'select' : 'number';
    case 'string':
      if (options) return 'select';
      return schema.format === 'date' ? 'date' : 'text';
    case 'array':
      return 'select';
    default:
      return 'unsupported';
  }
}

/**
 * Resolves a sub-schema for the data it holds: rjsf `retrieveSchema` ($ref,
 * allOf, if/then/else, dependencies) from the engine, or the schema itself
 * for simple schemas (see formEngine.ts).
 */
export type SchemaResolver = (schema: FormSchema, formData: unknown) => FormSchema;

/** The resolver of simple schemas: nothing to resolve. */
export const identityResolver: SchemaResolver = (schema) => schema;

interface BuildContext {
  resolve: SchemaResolver;
  formData: unknown;
}

function buildField(
  name: string,
  rawSchema: FormSchema,
  uiSchema: UiSchema | undefined,
  parentPath: readonly string[],
  required: boolean,
  context: BuildContext,
): FieldDescriptor {
  const data = isRecord(context.formData) ? context.formData[name] : undefined;
  const schema = context.resolve(rawSchema, data);
  const ui = getUiOptions(uiSchema as never) as Readonly<Record<string, unknown>>;
  const path = [...parentPath, name];
  let kind = kindOf(schema);
  const itemsSchema = isRecord(schema.items) ? context.resolve(schema.items, undefined) : undefined;
  const explicitWidget = typeof ui.widget === 'string' ? ui.widget : undefined;
  // An array holding primitives is one multi-select; other arrays need a custom widget.
  if (kind === 'array' && !explicitWidget && !(itemsSchema && PRIMITIVE_KINDS.has(kindOf(itemsSchema)))) kind = 'unsupported';
  const options = kind === 'array' && itemsSchema ? optionsOf(itemsSchema, ui) : optionsOf(schema, ui);
  const children = kind === 'object' && !explicitWidget ? objectFields(schema, uiSchema, path, { ...context, formData: data }) : undefined;
  return {
    name,
    path,
    key: path.join('.'),
    kind,
    schema,
    ui,
    title: asText(ui.title) ?? asText(schema.title) ?? name,
    description: asText(ui.description) ?? asText(schema.description),
    required,
    widget: explicitWidget ?? (kind === 'object' ? 'object' : defaultWidget(schema, kind, options)),
    options,
    children,
    emptyValue: 'emptyValue' in ui ? ui.emptyValue : undefined,
    hidden: ui.widget === 'hidden' || ui.hidden === true,
    disabled: ui.disabled === true,
    readOnly: ui.readonly === true || schema.readOnly === true,
    colSpan: typeof ui.colSpan === 'number' ? ui.colSpan : undefined,
  };
}

function objectFields(schema: FormSchema, uiSchema: UiSchema | undefined, path: readonly string[], context: BuildContext): FieldDescriptor[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
  const order = isRecord(uiSchema) && Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : undefined;
  // orderProperties throws on an order that names a missing property without '*'; keep the schema order then.
  let names: string[];
  try {
    names = orderProperties(Object.keys(properties), order);
  } catch {
    names = Object.keys(properties);
  }
  return names
    .filter((name) => isRecord(properties[name]))
    .map((name) => {
      const childUi = isRecord(uiSchema) && isRecord(uiSchema[name]) ? (uiSchema[name] as UiSchema) : undefined;
      return buildField(name, properties[name] as FormSchema, childUi, path, required.has(name), context);
    });
}

/**
 * The fields of an object schema (nested objects become fieldsets with
 * children). `formData` resolves `if`/`then`/`dependencies`; static schemas
 * need none. Titles may be LocalizedText (see ./plainSchema).
 * @example buildFields({ type: 'object', properties: { a: { type: 'string' } } }, {})[0]?.widget // 'text'
 */
export function buildFields(
  original: FormSchema,
  uiSchema: UiSchema | undefined,
  resolve: SchemaResolver = identityResolver,
  formData?: unknown,
): FieldDescriptor[] {
  const schema = plainSchemaOf(original);
  const context: BuildContext = { resolve, formData };
  return objectFields(resolve(schema, formData), uiSchema, [], context);
}

const CONDITIONAL_KEYS = ['if', 'dependencies', 'dependentSchemas', 'oneOf', 'anyOf', 'allOf'] as const;

/**
 * True when the fields depend on the values (`if`/`then`, `dependencies`,
 * object-level `oneOf`/`anyOf`/`allOf`): such forms rebuild their fields on
 * change. Enum-like `oneOf` of consts does not count.
 */
export function isDynamicSchema(schema: unknown): boolean {
  if (!isRecord(schema)) return false;
  for (const key of CONDITIONAL_KEYS) {
    const value = schema[key];
    if (value === undefined) continue;
    if ((key === 'oneOf' || key === 'anyOf') && optionsOf(schema, {})) continue;
    if (key === 'allOf' && Array.isArray(value) && !value.some(isDynamicSchema) && !value.some((v) => isRecord(v) && 'if' in v)) continue;
    return true;
  }
  const properties = isRecord(schema.properties) ? Object.values(schema.properties) : [];
  return properties.some(isDynamicSchema);
}

/** Every field of a tree, depth first (fieldsets and their children). */
export function flattenFields(fields: readonly FieldDescriptor[]): FieldDescriptor[] {
  return fields.flatMap((field) => [field, ...(field.children ? flattenFields(field.children) : [])]);
}
