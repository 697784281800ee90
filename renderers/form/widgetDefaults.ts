/**
 * Starting values a field's widget gives through its uiSchema (not the
 * schema's `default`): today a date range's `ui:options.defaultRange`. They
 * join the form's baseline, so a reset goes back to them too.
 */
import type { FieldDescriptor, FieldPath } from './types';
import { defaultRangeOf } from './widgets/dateRanges';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget's own starting value of a field, or undefined. */
function widgetDefaultOf(field: FieldDescriptor): unknown {
  return field.widget === 'dateRange' ? defaultRangeOf(field.ui) : undefined;
}

/** `values` with `value` at `path` (copying the objects on the way). */
function setAt(values: Record<string, unknown>, path: FieldPath, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (typeof head !== 'string') return values;
  const inner = values[head];
  return { ...values, [head]: rest.length ? setAt(isRecord(inner) ? inner : {}, rest, value) : value };
}

/** The baseline with each empty field's widget default filled in (declared fields and nested objects; rows keep theirs). */
export function withWidgetDefaults(fields: readonly FieldDescriptor[], values: Record<string, unknown>): Record<string, unknown> {
  let out = values;
  const visit = (list: readonly FieldDescriptor[], at: Record<string, unknown> | undefined): void => {
    for (const field of list) {
      const current = at?.[field.name];
      if (field.children) {
        visit(field.children, isRecord(current) ? current : undefined);
        continue;
      }
      if (current !== undefined) continue;
      const value = widgetDefaultOf(field);
      if (value !== undefined) out = setAt(out, field.path, value);
    }
  };
  visit(fields, values);
  return out;
}
