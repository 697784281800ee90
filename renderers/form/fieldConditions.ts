/**
 * `ui:visibleOn`: a field shown only while an expression over the form's
 * values is true (amis's field `visibleOn`, NocoBase's linkage rule "show
 * when"). The expression is the core's (src/core/expression, the same as a
 * node's `visibleOn`); it reads the scope (user, params, ...) and the form's
 * current values as `values`, and inside an array row that row's values as
 * `row`. A field whose condition is false is not drawn, not validated, and
 * its value is not sent: the value stays in the form while hidden (showing
 * the field again brings back what was typed), and a submit leaves it out.
 */
import { evaluateCondition } from '@core/expression';
import type { Scope } from '@core/scope';
import { expandFields, valueAt } from './arrayRows';
import type { FieldError } from './validate';
import type { FieldDescriptor, FieldPath } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's condition (`ui:visibleOn`, or `visibleOn` in `ui:options`), when it has one. */
export function conditionOf(field: FieldDescriptor): string | undefined {
  const source = field.ui.visibleOn;
  return typeof source === 'string' && source.trim() !== '' ? source : undefined;
}

/** The path of the innermost array row holding `path` (up to its last index), or undefined outside rows. */
function rowPathOf(path: FieldPath): FieldPath | undefined {
  for (let end = path.length - 2; end >= 0; end -= 1) if (typeof path[end] === 'number') return path.slice(0, end + 1);
  return undefined;
}

/**
 * True when `field` is shown for `values` (the form's whole value tree). A broken expression shows
 * the field (the save check has already named it; a field nobody can reach would be worse).
 */
export function isFieldShown(field: FieldDescriptor, scope: Scope, values: unknown): boolean {
  const source = conditionOf(field);
  if (source === undefined) return true;
  const rowPath = rowPathOf(field.path);
  const data = isRecord(values) ? values : {};
  return evaluateCondition(source, scope.extend(rowPath ? { values: data, row: valueAt(data, rowPath) } : { values: data }), true);
}

/** The keys of the fields hidden by their condition for `values` (a hidden object's fields go with it). */
export function hiddenFieldKeys(fields: readonly FieldDescriptor[], scope: Scope, values: unknown): Set<string> {
  const hidden = new Set<string>();
  for (const field of expandFields(fields, values)) {
    if (conditionOf(field) !== undefined && !isFieldShown(field, scope, values)) hidden.add(field.key);
  }
  return hidden;
}

/** True when `key` is a hidden field's or lies under one. */
export const isUnderHidden = (key: string, hidden: ReadonlySet<string>): boolean => {
  if (hidden.has(key)) return true;
  for (const root of hidden) if (key.startsWith(`${root}.`)) return true;
  return false;
};

/** `values` (a fresh copy the caller owns, e.g. the trimmed values) with the hidden fields' values taken out, in place. */
export function dropHiddenValues(values: Record<string, unknown>, fields: readonly FieldDescriptor[], hidden: ReadonlySet<string>): Record<string, unknown> {
  if (hidden.size === 0) return values;
  const byKey = new Map(expandFields(fields, values).map((f) => [f.key, f] as const));
  for (const key of hidden) {
    const path = byKey.get(key)?.path;
    if (!path || path.length === 0) continue;
    const parent = valueAt(values, path.slice(0, -1));
    const name = path.at(-1);
    if (isRecord(parent) && typeof name === 'string') delete parent[name];
  }
  return values;
}

/** The errors without those of hidden fields (a hidden required field does not block the submit). */
export function withoutHiddenErrors(errors: Map<string, FieldError[]>, hidden: ReadonlySet<string>): Map<string, FieldError[]> {
  if (hidden.size === 0) return errors;
  return new Map([...errors].filter(([key]) => key === '' || !isUnderHidden(key, hidden)));
}
