/**
 * The rows of an array field from its schema and uiSchema (rjsf ArrayField
 * semantics): a list (`items` a schema), a tuple (`items` a list, further
 * rows from `additionalItems`), limits and the `orderable` / `addable` /
 * `removable` / `copyable` options.
 */
import type { SchemaResolver } from './types';
import type { ArrayShape, FieldDescriptor, FormSchema, UiSchema } from './types';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const uiAt = (ui: unknown, index?: number): UiSchema | undefined => {
  if (index !== undefined && Array.isArray(ui)) return isRecord(ui[index]) ? (ui[index] as UiSchema) : undefined;
  return isRecord(ui) ? ui : undefined;
};

/** Builds a row template from its schema and uiSchema (the field builder, passed in to avoid an import cycle). */
export type BuildItem = (schema: FormSchema, uiSchema: UiSchema | undefined) => FieldDescriptor;

/** The rows of an array schema; undefined when its `items` cannot make rows. */
export function arrayShapeOf(
  schema: FormSchema,
  uiSchema: UiSchema | undefined,
  ui: Readonly<Record<string, unknown>>,
  buildItem: BuildItem,
  resolve: SchemaResolver,
): ArrayShape | undefined {
  const itemsUi = isRecord(uiSchema) ? uiSchema.items : undefined;
  // Rows are built from the raw item schemas, so a recursive `$ref` is seen (and made lazy) by the field builder.
  const tupleRaw = Array.isArray(schema.items) ? (schema.items as unknown[]).filter(isRecord) : [];
  const tupleSchemas = tupleRaw.map((s) => resolve(s, undefined));
  let restRaw: FormSchema | undefined;
  let restSchema: FormSchema | undefined;
  let restUi: UiSchema | undefined;
  if (Array.isArray(schema.items)) {
    // A tuple takes further rows only when `additionalItems` is a schema (rjsf; `true` means any value: a text row).
    const extra = schema.additionalItems;
    restRaw = isRecord(extra) ? extra : extra === true ? { type: 'string' } : undefined;
    restSchema = restRaw ? resolve(restRaw, undefined) : undefined;
    restUi = isRecord(uiSchema) ? uiAt(uiSchema.additionalItems) : undefined;
  } else if (isRecord(schema.items)) {
    restRaw = schema.items;
    restSchema = resolve(schema.items, undefined);
    restUi = uiAt(itemsUi);
  } else {
    return undefined;
  }
  const tuple = tupleRaw.map((itemSchema, index) => buildItem(itemSchema, uiAt(itemsUi, index)));
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Number.POSITIVE_INFINITY;
  return {
    tuple,
    rest: restRaw ? buildItem(restRaw, restUi) : undefined,
    itemSchemas: tupleSchemas,
    restSchema,
    minItems: typeof schema.minItems === 'number' ? schema.minItems : 0,
    maxItems: restSchema ? maxItems : Math.min(maxItems, tupleSchemas.length),
    orderable: ui.orderable !== false,
    addable: ui.addable !== false && restSchema !== undefined,
    removable: ui.removable !== false,
    copyable: ui.copyable === true,
  };
}
