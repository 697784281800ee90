/**
 * Reading and replacing a whole object value in antd's form store, for the
 * parts of an object that change its keys (free keys, the option selector).
 */
import type { FormInstance } from 'antd';
import type { FieldPath } from '../types';

export type NamePath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at `path` (the whole form at the root). */
export function objectAt(form: FormInstance, path: FieldPath): Record<string, unknown> {
  const value: unknown = path.length ? form.getFieldValue(path as NamePath) : form.getFieldsValue(true);
  return isRecord(value) ? value : {};
}

/**
 * Replaces the object at `path` by `next`. At the root antd merges values,
 * so keys that went are set to undefined (dropped when the form submits).
 */
export function setObject(form: FormInstance, path: FieldPath, next: Record<string, unknown>): void {
  if (path.length) {
    form.setFieldValue(path as NamePath, next);
    return;
  }
  const gone = Object.keys(objectAt(form, path)).filter((key) => !(key in next));
  form.setFieldsValue({ ...Object.fromEntries(gone.map((key) => [key, undefined])), ...next });
}
