/**
 * Turns a form's JSON Schema and uiSchema into field descriptors, once per
 * schema: which widget, which options, required or not, in which order.
 * rjsf semantics (`ui:order`, `ui:widget`, `ui:options`, enum/oneOf) via
 * `@rjsf/utils` helpers, without rjsf's per-keystroke field tree.
 */
import { orderProperties } from '@rjsf/utils';
import type { LocalizedText } from '@core/schema/types';
import { decodeText, plainSchemaOf } from './plainSchema';
import { arrayShapeOf } from './arrayShape';
import { freeShapeOf, isObjectOptionList, multiShapeOf } from './objectShapes';
import type { FieldDescriptor, FieldKind, FieldOption, FieldPath, FormSchema, SchemaResolver, UiSchema } from './types';
import { choiceValueOf, enumNameOf, optionsOf } from './choiceOptions';
import { globalOptionsOf, uiOptionsOf, widgetNameOf } from './uiOptions';

export { optionsOf } from './choiceOptions';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): LocalizedText | undefined => decodeText(value);

/** The kind of a schema: its (first non-null) type, else what enum/const/properties suggest. */
export function kindOf(schema: FormSchema): FieldKind {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null')) return 'null';
  const declared = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (typeof declared === 'string') {
    return ['string', 'number', 'integer', 'boolean', 'array', 'object'].includes(declared) ? (declared as FieldKind) : 'unsupported';
  }
  if (isRecord(schema.properties)) return 'object';
  // Objects told by their options (oneOf of `$ref`s, of property sets) or by their free keys.
  if (isObjectOptionList(schema.oneOf) || isObjectOptionList(schema.anyOf)) return 'object';
  if (schema.additionalProperties === true || isRecord(schema.additionalProperties) || isRecord(schema.patternProperties)) return 'object';
  const sample = Array.isArray(schema.enum) ? schema.enum[0] : schema.const;
  if (Array.isArray(sample)) return 'array';
  if (isRecord(sample)) return 'object';
  if (typeof sample === 'number') return 'number';
  if (typeof sample === 'boolean') return 'boolean';
  if (typeof sample === 'string') return 'string';
  const oneOf = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  const first = oneOf?.[0];
  const choice = choiceValueOf(first);
  if (choice) return kindOf({ const: choice.value });
  return 'string';
}

/** The widget of a string `format` (rjsf's choice, drawn by our widgets; data-url is our upload). */
const FORMAT_WIDGETS: Readonly<Record<string, string>> = {
  date: 'date',
  'date-time': 'datetime',
  time: 'time',
  color: 'color',
  'data-url': 'upload',
  email: 'email',
  uri: 'uri',
};

function defaultWidget(schema: FormSchema, kind: FieldKind, options: FieldOption[] | undefined): string {
  switch (kind) {
    case 'boolean':
      return 'checkbox';
    case 'number':
    case 'integer':
      return options ? 'select' : 'number';
    case 'string':
      if (options) return 'select';
      return typeof schema.format === 'string' && Object.prototype.hasOwnProperty.call(FORMAT_WIDGETS, schema.format) ? (FORMAT_WIDGETS[schema.format] as string) : 'text';
    case 'array':
      return 'select';
    case 'null':
      return 'null';
    default:
      return 'unsupported';
  }
}

export type { SchemaResolver } from './types';

/** The resolver of simple schemas: nothing to resolve. */
export const identityResolver: SchemaResolver = (schema) => schema;

interface BuildContext {
  resolve: SchemaResolver;
  formData: unknown;
  /** `ui:globalOptions` of the root uiSchema, under every field's own options. */
  globalUi: Readonly<Record<string, unknown>>;
  /** The `$ref`s being built around this field: meeting one again makes a lazy field (recursive schemas). */
  refs: readonly string[];
  /** The root schema, to look a row's `$ref` up (does the row depend on its own values?). */
  root: FormSchema;
}

/** The schema a local `$ref` (`#/definitions/x`, `#/$defs/x`) points to in `root`. */
function refTarget(root: FormSchema, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    current = isRecord(current) ? current[key] : undefined;
  }
  return current;
}

/** True when a row's fields change with the row's own values (its schema, or the one its `$ref` names, has conditions). */
function rowDependsOnData(raw: FormSchema, root: FormSchema): boolean {
  return isDynamicSchema(raw) || (typeof raw.$ref === 'string' && isDynamicSchema(refTarget(root, raw.$ref)));
}

/** A descriptor's schema and its children's, as a tree (what a rebuilt row's identity rests on). */
const schemasOf = (field: FieldDescriptor): unknown => [field.schema, field.children?.map(schemasOf)];

/**
 * A row template that depends on the row's values: the template plus `forRow`, which builds the
 * row for its values and hands back the same descriptor while the resolved schema is the same.
 */
function rowTemplateOf(itemSchema: FormSchema, itemUi: UiSchema | undefined, context: BuildContext): FieldDescriptor {
  const build = (formData: unknown): FieldDescriptor => buildField('', itemSchema, itemUi, [], false, { ...context, formData });
  const template = build(undefined);
  if (!rowDependsOnData(itemSchema, context.root)) return template;
  const bySchema = new Map<string, FieldDescriptor>();
  const forRow = (rowValue: unknown): FieldDescriptor => {
    const built = build({ '': rowValue });
    // The schemas of the row and of what it holds: a nested object resolves its own conditions.
    const signature = JSON.stringify(schemasOf(built));
    const known = bySchema.get(signature);
    if (known) return known;
    // Rows take a few shapes (one per answer that matters); forget them all if answers keep coming.
    if (bySchema.size > 50) bySchema.clear();
    bySchema.set(signature, built);
    return built;
  };
  return { ...template, forRow };
}

/** The widget an array takes: rows (objects, tuples, free values) unless it is a choice list or names a widget. */
function arrayWidget(schema: FormSchema, ui: Readonly<Record<string, unknown>>, itemsSchema: FormSchema | undefined, options: FieldOption[] | undefined): string {
  if (Array.isArray(schema.items)) return 'array';
  if (options || ui.source !== undefined) return 'select';
  if (itemsSchema && itemsSchema.format === 'data-url') return 'upload';
  return 'array';
}

/**
 * The ui options naming an array's choices: rjsf reads `ui:enumNames` from the `items` uiSchema
 * (the items are what is named), falling back to the array's own.
 */
function choiceUiOfItems(uiSchema: UiSchema | undefined, ui: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const itemsUi = isRecord(uiSchema) && isRecord(uiSchema.items) ? uiOptionsOf(uiSchema.items, {}) : undefined;
  return itemsUi && itemsUi.enumNames !== undefined ? { ...ui, enumNames: itemsUi.enumNames } : ui;
}

/**
 * The types rjsf's `enableOptionalDataFieldForType` names (`['object', 'array']`): an optional field of
 * such a type waits for an "Add" click before showing its fields (rjsf shouldRenderOptionalField).
 */
function optionalDataTypesOf(ui: Readonly<Record<string, unknown>>): readonly string[] {
  const types = ui.enableOptionalDataFieldForType;
  return Array.isArray(types) ? types.filter((t): t is string => t === 'object' || t === 'array') : [];
}

/**
 * One field of the form, or (with `path` relative to a row) the template of
 * an array's rows. `formName` is the antd name: the path at the top, the
 * path inside the row for row fields (set by arrayRows.ts).
 */
export function buildField(
  name: string,
  rawSchema: FormSchema,
  uiSchema: UiSchema | undefined,
  path: FieldPath,
  required: boolean,
  outer: BuildContext,
): FieldDescriptor {
  const ref = typeof rawSchema.$ref === 'string' ? rawSchema.$ref : undefined;
  if (ref && outer.refs.includes(ref)) return lazyField(name, rawSchema, uiSchema, path, required, outer);
  const context = ref ? { ...outer, refs: [...outer.refs, ref] } : outer;
  const data = isRecord(context.formData) ? context.formData[name] : undefined;
  const schema = context.resolve(rawSchema, data);
  const ui = uiOptionsOf(uiSchema, context.globalUi);
  let kind = kindOf(schema);
  const itemsSchema = isRecord(schema.items) ? context.resolve(schema.items, undefined) : undefined;
  const options = kind === 'array' && itemsSchema ? optionsOf(itemsSchema, choiceUiOfItems(uiSchema, ui)) : optionsOf(schema, ui);
  // An enum of objects is a choice, not a fieldset.
  const choiceObject = kind === 'object' && options !== undefined;
  const explicitWidget = widgetNameOf(ui.widget, choiceObject ? 'string' : kind);
  let widget = explicitWidget ?? (choiceObject ? 'select' : kind === 'object' ? 'object' : kind === 'array' ? arrayWidget(schema, ui, itemsSchema, options) : defaultWidget(schema, kind, options));
  // rjsf offers a boolean drawn as radio or select as Yes / No (`ui:enumNames` may rename them).
  const choices =
    kind === 'boolean' && !options && (widget === 'radio' || widget === 'select')
      ? [
          { value: true, label: enumNameOf(ui.enumNames, true, 0) ?? 'form.yes' },
          { value: false, label: enumNameOf(ui.enumNames, false, 1) ?? 'form.no' },
        ]
      : options;
  const array =
    widget === 'array'
      ? arrayShapeOf(schema, uiSchema, ui, (itemSchema, itemUi) => rowTemplateOf(itemSchema, itemUi, context), context.resolve)
      : undefined;
  if (kind === 'array' && widget === 'array' && !array) {
    kind = 'unsupported';
    widget = 'unsupported';
  }
  // An array of files (rjsf `items.format: data-url`) is one upload field holding several.
  const fieldUi = widget === 'upload' && kind === 'array' && ui.maxCount === undefined ? { ...ui, maxCount: typeof schema.maxItems === 'number' ? schema.maxItems : 10 } : ui;
  const isObject = kind === 'object' && widget === 'object';
  const optionalData = path.length > 0 && !required && optionalDataTypesOf(ui).includes(isObject ? 'object' : kind === 'array' && widget === 'array' ? 'array' : '');
  const children = isObject ? objectFields(schema, uiSchema, path, { ...context, formData: data }) : undefined;
  const extras = isObject ? objectParts(schema, uiSchema, ui, path, { ...context, formData: data }) : {};
  return {
    name,
    path,
    formName: path,
    key: path.join('.'),
    kind,
    schema,
    ui: fieldUi,
    title: asText(ui.title) ?? asText(schema.title) ?? (path.length ? name : undefined),
    description: asText(ui.description) ?? asText(schema.description),
    required,
    widget,
    options: choices,
    children,
    array,
    ...extras,
    ...(optionalData ? { optionalData } : {}),
    emptyValue: 'emptyValue' in ui ? ui.emptyValue : undefined,
    hidden: ui.widget === 'hidden' || ui.hidden === true,
    disabled: ui.disabled === true,
    readOnly: ui.readonly === true || schema.readOnly === true,
    colSpan: typeof ui.colSpan === 'number' ? ui.colSpan : undefined,
  };
}

/**
 * A recursive `$ref` met inside itself: a field that builds its schema's
 * fields only when asked (its value exists or is added), with a fresh ref
 * stack, so each expansion goes one level deeper and no further.
 */
function lazyField(name: string, rawSchema: FormSchema, uiSchema: UiSchema | undefined, path: FieldPath, required: boolean, context: BuildContext): FieldDescriptor {
  const schema = context.resolve(rawSchema, undefined);
  const ui = uiOptionsOf(uiSchema, context.globalUi);
  let built: FieldDescriptor | undefined;
  return {
    name,
    path,
    formName: path,
    key: path.join('.'),
    kind: kindOf(schema),
    schema,
    ui,
    title: asText(ui.title) ?? asText(schema.title) ?? (path.length ? name : undefined),
    description: asText(ui.description) ?? asText(schema.description),
    required,
    widget: 'lazy',
    options: undefined,
    children: undefined,
    emptyValue: undefined,
    hidden: ui.widget === 'hidden' || ui.hidden === true,
    disabled: ui.disabled === true,
    readOnly: ui.readonly === true || schema.readOnly === true,
    colSpan: undefined,
    expand: () => (built ??= buildField(name, rawSchema, uiSchema, path, required, { ...context, formData: undefined, refs: [] })),
  };
}

/** The option selector and the free keys of an object (objectShapes.ts), when it has them. */
function objectParts(
  schema: FormSchema,
  uiSchema: UiSchema | undefined,
  ui: Readonly<Record<string, unknown>>,
  path: FieldPath,
  context: BuildContext,
): Pick<FieldDescriptor, 'multi' | 'free'> {
  const resolve = (sub: FormSchema): FormSchema => context.resolve(sub, undefined);
  const multi = multiShapeOf(schema, resolve, (option, raw) => {
    // An option that is a `$ref` joins the refs around its fields, so the same `$ref` met inside is lazy.
    const ref = typeof raw.$ref === 'string' ? raw.$ref : undefined;
    return objectFields(option, uiSchema, path, ref && !context.refs.includes(ref) ? { ...context, refs: [...context.refs, ref] } : context);
  });
  const free = freeShapeOf(schema, uiSchema, ui, resolve, (key, valueSchema, valueUi) => {
    const field = buildField(key, valueSchema, valueUi, [...path, key], false, { ...context, formData: undefined });
    // An emptied free value stays '' (not undefined): the key must not vanish while its value is retyped.
    return field.kind === 'string' && !('emptyValue' in field.ui) ? { ...field, emptyValue: '' } : field;
  });
  return { ...(multi ? { multi } : {}), ...(free ? { free } : {}) };
}

function objectFields(schema: FormSchema, uiSchema: UiSchema | undefined, path: FieldPath, context: BuildContext): FieldDescriptor[] {
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
      return buildField(name, properties[name] as FormSchema, childUi, [...path, name], required.has(name), context);
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
  const context: BuildContext = { resolve, formData, globalUi: globalOptionsOf(uiSchema), refs: [], root: schema };
  const root = resolve(schema, formData);
  const fields = objectFields(root, uiSchema, [], context);
  const extras = objectParts(root, uiSchema, uiOptionsOf(uiSchema, context.globalUi), [], context);
  if (!extras.multi && !extras.free) return fields;
  // The root's options and free keys: one more field, at the root's (empty) path.
  const rootField: FieldDescriptor = {
    name: '',
    path: [],
    formName: [],
    key: '#root',
    kind: 'object',
    schema: root,
    ui: {},
    title: undefined,
    description: undefined,
    required: false,
    widget: 'object',
    options: undefined,
    children: undefined,
    ...extras,
    emptyValue: undefined,
    hidden: false,
    disabled: false,
    readOnly: false,
    colSpan: undefined,
  };
  return [...fields, rootField];
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
    // Choice lists and object options (picked by the option selector, not by the values) need no rebuild.
    if ((key === 'oneOf' || key === 'anyOf') && (optionsOf(schema, {}) || (isObjectOptionList(value) && !value.some(isDynamicSchema)))) continue;
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
