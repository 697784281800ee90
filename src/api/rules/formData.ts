/**
 * `dataType: 'form-data'` bodies (enterprise change, uploads; spec
 * workflow-enterprise-embedding 7): a plain object becomes multipart fields.
 */
import { isPlainObject } from './trimStrings';

/**
 * Builds a FormData from `data`. Files and blobs are kept as files; arrays
 * append one field per item under the same name; nested objects are sent as
 * JSON text; `null` and `undefined` are left out; strings are trimmed.
 */
export function toFormData(data: unknown): FormData {
  if (data instanceof FormData) return data;
  const form = new FormData();
  if (!isPlainObject(data)) return form;
  for (const [key, value] of Object.entries(data)) {
    const items: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) appendField(form, key, item);
  }
  return form;
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    // File keeps its own name; a bare Blob gets the field name so servers see a file part.
    form.append(key, value, value instanceof File ? value.name : key);
    return;
  }
  if (typeof value === 'string') form.append(key, value.trim());
  else if (isPlainObject(value) || Array.isArray(value)) form.append(key, JSON.stringify(value));
  else form.append(key, String(value));
}
