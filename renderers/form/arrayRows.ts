/**
 * The concrete fields of array rows: a row template (paths relative to the
 * row) placed at one index of one list. Cached per template and place, so
 * a row's fields keep their identity across renders and stay memoised.
 */
import type { FieldDescriptor, FieldPath, FreeShape, MultiShape } from './types';

const cache = new WeakMap<FieldDescriptor, Map<string, FieldDescriptor>>();

function place(template: FieldDescriptor, listPath: FieldPath, index: number, numbered?: FieldDescriptor['numbered']): FieldDescriptor {
  const relative = template.path;
  const path = [...listPath, index, ...relative];
  const key = path.join('.');
  let byPlace = cache.get(template);
  if (!byPlace) {
    byPlace = new Map();
    cache.set(template, byPlace);
  }
  const cached = byPlace.get(key);
  if (cached) return cached;
  const placed: FieldDescriptor = {
    ...template,
    path,
    formName: [index, ...relative],
    key,
    children: template.children?.map((child) => place(child, listPath, index)),
    ...(template.multi ? { multi: placedMulti(template.multi, listPath, index) } : {}),
    ...(template.free ? { free: placedFree(template.free, listPath, index) } : {}),
    ...(template.expand ? { expand: placedExpand(template.expand, listPath, index, numbered) } : {}),
    ...(numbered ? { numbered } : {}),
  };
  byPlace.set(key, placed);
  return placed;
}

/** A row's option selector: the options' fields placed in the row. */
function placedMulti(multi: MultiShape, listPath: FieldPath, index: number): MultiShape {
  // Lazily, as the options' own fields are (objectShapes.ts): reading them here would expand a recursive option.
  const choices = multi.choices.map((choice) => {
    let fields: FieldDescriptor[] | undefined;
    return {
      label: choice.label,
      schema: choice.schema,
      get fields(): FieldDescriptor[] {
        return (fields ??= choice.fields.map((f) => place(f, listPath, index)));
      },
    };
  });
  return { ...multi, choices };
}

/** A row's free keys: each key's value field placed in the row. */
function placedFree(free: FreeShape, listPath: FieldPath, index: number): FreeShape {
  return { ...free, fieldFor: (key) => place(free.fieldFor(key), listPath, index) };
}

/** A row's lazy field: expanded in the row, keeping the row's number (place caches, so the same descriptor each time). */
function placedExpand(expand: () => FieldDescriptor, listPath: FieldPath, index: number, numbered?: FieldDescriptor['numbered']): () => FieldDescriptor {
  return () => place(expand(), listPath, index, numbered);
}

/** The template of row `index` (a tuple position, else the further rows'). */
export function rowTemplate(field: FieldDescriptor, index: number): FieldDescriptor | undefined {
  const shape = field.array;
  if (!shape) return undefined;
  return index < shape.tuple.length ? shape.tuple[index] : shape.rest;
}

/**
 * The fields of row `index` of an array field (the row itself; its `children` when it is an object),
 * for the row's value `rowValue` when the row's schema depends on it. A row with no title of its
 * own carries the list's title and its number (rjsf: "Tasks-1").
 */
export function rowField(field: FieldDescriptor, index: number, rowValue?: unknown): FieldDescriptor | undefined {
  const template = rowTemplate(field, index);
  if (!template) return undefined;
  const shaped = template.forRow ? template.forRow(rowValue) : template;
  const numbered = shaped.title === undefined && field.title !== undefined ? { list: field.title, n: index + 1 } : undefined;
  return place(shaped, field.path, index, numbered);
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a path of a value tree. */
export function valueAt(values: unknown, path: FieldPath): unknown {
  let current = values;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current)) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/**
 * Every field of a tree, depth first, with the rows of arrays as the values
 * hold them (fieldsets, arrays, their children and rows).
 */
export function expandFields(fields: readonly FieldDescriptor[], values: unknown): FieldDescriptor[] {
  const out: FieldDescriptor[] = [];
  const walk = (list: readonly FieldDescriptor[]): void => {
    for (const field of list) {
      out.push(field);
      if (field.children) walk(field.children);
      if (field.multi) for (const choice of field.multi.choices) walk(choice.fields);
      if (field.free) {
        const value = field.path.length ? valueAt(values, field.path) : values;
        if (isRecord(value)) walk(freeKeysOf(value, field.free).map((key) => (field.free as FreeShape).fieldFor(key)));
      }
      if (field.expand) {
        const value = valueAt(values, field.path);
        if (value !== undefined && value !== null) walk([field.expand()]);
      }
      if (field.array) {
        const rows = valueAt(values, field.path);
        const count = Array.isArray(rows) ? rows.length : 0;
        for (let index = 0; index < count; index += 1) {
          const row = rowField(field, index, (rows as unknown[])[index]);
          if (row) walk([row]);
        }
      }
    }
  };
  walk(fields);
  return out;
}

/** The free keys of an object value: its keys not declared, whose value is set. */
export function freeKeysOf(value: unknown, free: FreeShape): string[] {
  if (!isRecord(value)) return [];
  return Object.keys(value).filter((key) => !free.declared.includes(key) && value[key] !== undefined);
}
