/**
 * Every form's `schema` must be a valid JSON Schema: a
 * `"type": "strin"` is refused at save time instead of breaking the form at
 * render time. The schema is checked against the draft-07 meta-schema (the
 * one the form engine's schemas follow) without generating code, then for
 * what ajv's compile refused, so an unknown `format`, a broken `$ref` or
 * `pattern` is caught too.
 * Titles and descriptions may be `{ "zh-cn", "en" }` pairs (the form engine
 * encodes them); those are not errors.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { PORTAL_AMOUNT_FORMATS, PORTAL_STRING_FORMATS } from '../validation/ajvPlugin';
import { createEvalFreeValidator, type PortalValidationError } from '../validation/evalFreeValidator';
import type { DocumentProblem } from './problems';
import { childPointer, problem, walkJson } from './problems';

// Eval-free: the studio runs this check in the browser, whose CSP has no 'unsafe-eval'.
const validator = createEvalFreeValidator();

/** The formats the form engine knows: ajv-formats' names and the portal's. */
const KNOWN_FORMATS: ReadonlySet<string> = new Set([...Object.keys(fullFormats), ...Object.keys(PORTAL_STRING_FORMATS), ...Object.keys(PORTAL_AMOUNT_FORMATS)]);

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
function isLocalizedAnnotation(error: PortalValidationError, schema: unknown): boolean {
  const last = error.instancePath.split('/').pop();
  return (last === 'title' || last === 'description') && isRecord(valueAt(schema, error.instancePath));
}

function describe(error: PortalValidationError): string {
  const params = Object.entries(error.params).filter(([, value]) => value !== undefined);
  return `must satisfy ${error.keyword}${params.length > 0 ? ` (${params.map(([name, value]) => `${name} ${JSON.stringify(value)}`).join(', ')})` : ''}`;
}

/** What ajv's compile refused: a `$ref` that points nowhere in the schema, a `pattern` that is no regular expression. */
function compileProblems(schema: unknown, pointer: string): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  walkJson(schema, (value, at, key) => {
    if (key === '$ref' && typeof value === 'string' && !(value.startsWith('#') && valueAt(schema, decodeURIComponent(value.slice(1))) !== undefined)) {
      problems.push(problem(at, 'core.schema.badFormSchema', { detail: `can't resolve reference ${value}` }));
    }
    if (key === 'pattern' && typeof value === 'string') {
      try {
        new RegExp(value, 'u');
      } catch (error) {
        problems.push(problem(at, 'core.schema.badFormSchema', { detail: error instanceof Error ? error.message : String(error) }));
      }
    }
  }, pointer);
  return problems;
}

/** Problems of one JSON Schema, pointers under `pointer`. */
export function checkJsonSchema(schema: unknown, pointer: string): DocumentProblem[] {
  // The draft-07 meta-schema (the one the form engine's schemas follow), applied to the schema as data.
  const errors = validator.errors(draft07, schema).filter((error) => !isLocalizedAnnotation(error, schema));
  if (errors.length > 0) {
    const seen = new Set<string>();
    return errors.flatMap((error) => {
      const at = `${pointer}${error.instancePath}`;
      if (seen.has(at) || error.keyword === 'anyOf') return [];
      seen.add(at);
      return [problem(at, 'core.schema.badFormSchema', { detail: describe(error) })];
    });
  }
  // A format the engine does not know is ignored; a typo there would never validate anything.
  const formats: DocumentProblem[] = [];
  walkJson(schema, (value, at, key) => {
    if (key === 'format' && typeof value === 'string' && !KNOWN_FORMATS.has(value)) {
      formats.push(problem(at, 'core.schema.badFormSchema', { detail: `unknown format "${value}"` }));
    }
  }, pointer);
  if (formats.length > 0) return formats;
  return compileProblems(schema, pointer);
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
