/**
 * Form schemas may carry `{ "zh-cn", "en" }` pairs as `title` and
 * `description`; rjsf's helpers (which merge titles as strings) and ajv's
 * meta-schema expect strings. The plain schema encodes each pair as one
 * marked string, which the field builder decodes back into the pair.
 */
import type { LocalizedText } from '@core/schema/types';
import type { FormSchema } from './types';

const MARK = '\u0001i18n:';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Where sub-schemas live, so a property *named* "title" is never taken for an annotation.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_ONE = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalItems', 'unevaluatedProperties', 'unevaluatedItems']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const ANNOTATIONS = new Set(['title', 'description']);

function plain(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plain);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) && isRecord(value)) out[key] = MARK + JSON.stringify(value);
    else if (SCHEMA_MAPS.has(key) && isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(plain);
    else if (SCHEMA_ONE.has(key) && isRecord(value)) out[key] = plain(value);
    else if (key === 'dependencies' && isRecord(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, Array.isArray(v) ? v : plain(v)]));
    else out[key] = value;
  }
  return out;
}

const cache = new WeakMap<FormSchema, FormSchema>();

/** The schema with LocalizedText annotations encoded as strings; same input object, same output object. */
export function plainSchemaOf(schema: FormSchema): FormSchema {
  let result = cache.get(schema);
  if (!result) {
    result = plain(schema) as FormSchema;
    cache.set(schema, result);
  }
  return result;
}

/** A schema annotation as LocalizedText: encoded pairs decoded, strings as they are. */
export function decodeText(value: unknown): LocalizedText | undefined {
  if (typeof value === 'string') {
    if (!value.startsWith(MARK)) return value;
    try {
      const parsed: unknown = JSON.parse(value.slice(MARK.length));
      return isRecord(parsed) ? (parsed as LocalizedText) : undefined;
    } catch {
      return undefined;
    }
  }
  return isRecord(value) ? (value as LocalizedText) : undefined;
}
