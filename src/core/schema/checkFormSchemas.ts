/**
 * Every form's `schema` must be a valid JSON Schema (issue 11): a
 * `"type": "strin"` is refused at save time instead of breaking the form at
 * render time. The schema is checked against ajv's draft-07 meta-schema (the
 * one the form engine uses), then compiled with the portal's formats and
 * keywords, so an unknown `format` or a broken `$ref` is caught too.
 * Titles and descriptions may be `{ "zh-cn", "en" }` pairs (the form engine
 * encodes them); those are not errors.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { addPortalFormats } from '../validation/ajvPlugin';
import type { DocumentProblem } from './problems';
import { childPointer, problem, walkJson } from './problems';

let shared: Ajv | undefined;

function ajvOf(): Ajv {
  if (!shared) {
    // strict: false, as in the form engine: rjsf schemas carry annotations ajv does not know.
    // validateSchema: false: validateSchema is called first, with localized titles let through.
    shared = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    addFormats(shared);
    addPortalFormats(shared);
  }
  return shared;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function valueAt(root: unknown, path: string): unknown {
  let current = root;
  for (const raw of path.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** A localized annotation is fine: `title: { "zh-cn": ..., "en": ... }`. */
function isLocalizedAnnotation(error: ErrorObject, schema: unknown): boolean {
  const last = error.instancePath.split('/').pop();
  return (last === 'title' || last === 'description') && isRecord(valueAt(schema, error.instancePath));
}

function describe(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[] };
  const allowed = Array.isArray(params.allowedValues) ? ` (${params.allowedValues.join(', ')})` : '';
  return `${error.message ?? error.keyword}${allowed}`;
}

/** Problems of one JSON Schema, pointers under `pointer`. */
export function checkJsonSchema(schema: unknown, pointer: string): DocumentProblem[] {
  const ajv = ajvOf();
  ajv.validateSchema(schema as object);
  const errors = (ajv.errors ?? []).filter((error) => !isLocalizedAnnotation(error, schema));
  if (errors.length > 0) {
    const seen = new Set<string>();
    return errors.flatMap((error) => {
      const at = `${pointer}${error.instancePath}`;
      const detail = describe(error);
      if (seen.has(at) || error.keyword === 'anyOf') return [];
      seen.add(at);
      return [problem(at, 'core.schema.badFormSchema', { detail })];
    });
  }
  // ajv without strict mode ignores a format it does not know; a typo there would never validate anything.
  const formats: DocumentProblem[] = [];
  walkJson(schema, (value, at, key) => {
    if (key === 'format' && typeof value === 'string' && !(value in ajv.formats)) {
      formats.push(problem(at, 'core.schema.badFormSchema', { detail: `unknown format "${value}"` }));
    }
  }, pointer);
  if (formats.length > 0) return formats;
  try {
    ajv.compile(schema as object);
    // Not kept: a server checks many drafts, each a new schema.
    ajv.removeSchema(schema as object);
    return [];
  } catch (error) {
    return [problem(pointer, 'core.schema.badFormSchema', { detail: error instanceof Error ? error.message : String(error) })];
  }
}

/** Problems of the `schema` of every `form` node of `document`. */
export function checkFormSchemas(document: unknown): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  walkJson(document, (value, pointer) => {
    if (!isRecord(value) || value.type !== 'form' || !isRecord(value.schema)) return;
    problems.push(...checkJsonSchema(value.schema, childPointer(pointer, 'schema')));
  });
  return problems;
}
