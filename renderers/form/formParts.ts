/**
 * The code a form node needs beyond the form renderer's own, read from its
 * schema and uiSchema before it renders: the split-out widgets its fields
 * draw with (a date picker, a drop-down, a number input) and the form engine
 * when the schema needs it to render. The form's preload starts them all at
 * once as the renderer's code arrives (RendererUi.loadPartsFor), before the
 * form renders: a form with a date field and a `$ref` no longer waits for
 * the engine, renders, and only then asks for the date picker's code.
 * A guess that misses costs the round it would have saved, never a wrong
 * field: each widget still loads itself where it renders.
 */
import { loadFormEngine, needsEngineAtMount } from './formEngine';
import type { FormNode } from './types';
import { SPLIT_WIDGET_OF, widgetLoads, type SplitWidget } from './widgets/widgetLoads';

type Json = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget a string `format` draws with by default (schemaFields.ts FORMAT_WIDGETS). */
const FORMAT_WIDGET: Readonly<Record<string, string>> = { date: 'date', 'date-time': 'datetime', time: 'time', color: 'color', 'data-url': 'upload' };

/** True when the schema lists choices (an enum, or a oneOf/anyOf of consts): drawn as a drop-down by default. */
const hasChoices = (schema: Json): boolean => Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);

const typesOf = (schema: Json): readonly unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** The widget name a field gets without `ui:widget` (the split-out ones only matter here). */
function defaultWidgetOf(schema: Json, ui: Json | undefined): string | undefined {
  const types = typesOf(schema);
  if (types.includes('array')) {
    const items = isRecord(schema.items) ? schema.items : undefined;
    if (items && hasChoices(items)) return 'select';
    if (items?.format === 'data-url') return 'upload';
    return isRecord(ui?.['ui:options']) && ui['ui:options'].source !== undefined ? 'select' : undefined;
  }
  if (hasChoices(schema) && !types.includes('object') && !types.includes('boolean')) return 'select';
  if (types.includes('number') || types.includes('integer')) return 'number';
  return typeof schema.format === 'string' ? FORMAT_WIDGET[schema.format] : undefined;
}

/** The uiSchema of a field's `ui:widget`, from the key itself or from `ui:options`. */
function uiWidgetOf(ui: Json | undefined): unknown {
  if (!ui) return undefined;
  return ui['ui:widget'] ?? (isRecord(ui['ui:options']) ? ui['ui:options'].widget : undefined);
}

/** The sub-schemas of `schema` with the uiSchema each is drawn under. */
function* childrenOf(schema: Json, ui: Json | undefined): Generator<[unknown, Json | undefined]> {
  const uiAt = (key: string): Json | undefined => (ui && isRecord(ui[key]) ? ui[key] : undefined);
  if (isRecord(schema.properties)) for (const [key, child] of Object.entries(schema.properties)) yield [child, uiAt(key)];
  if (Array.isArray(schema.items)) for (const child of schema.items) yield [child, uiAt('items')];
  else yield [schema.items, uiAt('items')];
  yield [schema.additionalProperties, uiAt('additionalProperties')];
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) if (Array.isArray(schema[key])) for (const child of schema[key]) yield [child, ui];
  for (const key of ['then', 'else'] as const) yield [schema[key], ui];
  if (isRecord(schema.dependencies)) for (const child of Object.values(schema.dependencies)) yield [child, ui];
  for (const key of ['definitions', '$defs'] as const) if (isRecord(schema[key])) for (const child of Object.values(schema[key])) yield [child, undefined];
}

/** The split-out widgets a schema's fields may draw with (a superset is fine: each is one shared load). */
export function splitWidgetsOf(schema: unknown, uiSchema?: unknown, found: Set<SplitWidget> = new Set()): Set<SplitWidget> {
  if (!isRecord(schema)) return found;
  const ui = isRecord(uiSchema) ? uiSchema : undefined;
  const named = uiWidgetOf(ui);
  const name = typeof named === 'string' && named !== '' ? named : defaultWidgetOf(schema, ui);
  if (name !== undefined && Object.hasOwn(SPLIT_WIDGET_OF, name)) found.add(SPLIT_WIDGET_OF[name] as SplitWidget);
  for (const [child, childUi] of childrenOf(schema, ui)) splitWidgetsOf(child, childUi, found);
  return found;
}

/**
 * Starts the loads of what `node` needs beyond the renderer (RendererUi.loadPartsFor): its split-out
 * widgets and, when its schema needs it to render, the engine. Undefined when it needs none.
 */
export function loadFormParts(node: FormNode): Promise<unknown> | undefined {
  const loads: Promise<unknown>[] = [...splitWidgetsOf(node.schema, node.uiSchema)].map((widget) => widgetLoads[widget]());
  if (needsEngineAtMount(node.schema)) loads.push(loadFormEngine());
  return loads.length ? Promise.all(loads) : undefined;
}
