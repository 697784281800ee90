/**
 * JSON Schema validation without code generation, for the browser: the
 * portal's Content-Security-Policy has no 'unsafe-eval', and
 * ajv compiles every schema with `new Function`. @cfworker/json-schema
 * interprets the schema instead; this module adds the portal's formats and
 * keywords (the same checks as ajvPlugin.ts) and reports errors in ajv's
 * shape (`keyword`, `instancePath`, `params`), so {@link messageKeyOf} and
 * the form's field mapping keep working unchanged. The server and
 * `schemas:check` keep ajv (Node has no CSP).
 */
import { dereference, format as cfFormats, validate as cfValidate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { isAmount } from './amount';
import { PORTAL_AMOUNT_FORMATS, PORTAL_STRING_FORMATS } from './ajvPlugin';
import { PORTAL_KEYWORD_CHECKS, PORTAL_KEYWORD_TYPES } from './portalKeywords';

/** An error in ajv's shape (the fields the portal reads). */
export interface PortalValidationError {
  keyword: string;
  /** JSON pointer of the failing value, `''` for the root. */
  instancePath: string;
  params: Record<string, unknown>;
  /** For the portal keywords: the message key. */
  message?: string;
  /** The failing value (formats read it to say "no spaces"). */
  data?: unknown;
}

type Lookup = Record<string, Schema | boolean>;
interface Prepared {
  schema: Schema;
  lookup: Lookup;
}

// Draft 2019-09 evaluates keywords beside `$ref` (as ajv 8 does) and still knows `dependencies` and tuple `items`.
const DRAFT = '2019-09';

let formatsAdded = false;
/** cfworker's format table is module-wide: the portal formats replace its `email` as they replace ajv-formats'. */
function addFormats(): void {
  if (formatsAdded) return;
  formatsAdded = true;
  for (const [name, test] of Object.entries(PORTAL_STRING_FORMATS)) cfFormats[name] = test;
  // `format: data-url` is drawn by the upload widget, which holds the uploaded file's id, not the bytes (docs/forms.md "Form support").
  cfFormats['data-url'] = () => true;
  // ajv-formats' `time` takes a time without zone (the time widget yields `09:30:00`); cfworker's wants one.
  const dateTime = cfFormats['date-time'];
  if (dateTime) cfFormats.time = (value) => dateTime(`1970-01-01T${value}${/(z|[+-]\d\d:\d\d)$/i.test(value) ? '' : 'Z'}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data as JSON would carry it: cfworker refuses `undefined`, which ajv reads as "absent". */
function jsonData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : jsonData(item)));
  if (value instanceof Date) return value.toISOString();
  if (isRecord(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined && typeof item !== 'function') result[key] = jsonData(item);
    return result;
  }
  return typeof value === 'bigint' ? Number(value) : value;
}

const prepared = new WeakMap<object, Prepared>();

/**
 * The schema copied (cfworker marks resolved `$ref`s on the objects; the
 * caller's stay untouched) with its lookup of `$ref` targets, also under
 * their bare fragments (`#/definitions/x`) so subschemas handed over apart
 * from their root (rjsf's `isValid`) resolve too. Cached per schema object.
 */
function prepare(schema: object): Prepared {
  let result = prepared.get(schema);
  if (!result) {
    const copy = structuredClone(schema) as Schema;
    const lookup = dereference(copy) as Lookup;
    for (const [uri, target] of Object.entries(lookup)) {
      const hash = uri.indexOf('#');
      const alias = hash < 0 ? '#' : uri.slice(hash);
      if (!(alias in lookup)) lookup[alias] = target;
    }
    result = { schema: copy, lookup };
    prepared.set(schema, result);
  }
  return result;
}

/** cfworker's `#/a/b%20c` to ajv's `/a/b c` (segments stay JSON-pointer escaped). */
const toInstancePath = (location: string): string =>
  location
    .replace(/^#/, '')
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');

function valueAt(root: unknown, path: string): unknown {
  let current = root;
  for (const raw of path.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** The schema value at a cfworker keyword location, following `$ref` steps through the lookup. */
function schemaAt(root: Schema, lookup: Lookup, location: string): unknown {
  let current: unknown = root;
  for (const raw of toInstancePath(location).split('/').slice(1)) {
    if (!current || typeof current !== 'object') return undefined;
    if (raw === '$ref' && isRecord(current)) {
      const ref = current as Schema;
      current = lookup[ref.__absolute_ref__ ?? String(ref.$ref)];
      continue;
    }
    current = (current as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** Keywords whose own error only announces the errors of a subschema that follow it. */
const WRAPPERS: ReadonlySet<string> = new Set([
  'properties', 'items', 'prefixItems', 'additionalItems', 'allOf', '$ref', '$recursiveRef', 'if', 'dependentSchemas',
  'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'unevaluatedItems', 'propertyNames', 'contains',
]);
const LIMIT_KEYWORDS: ReadonlySet<string> = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minProperties', 'maxProperties']);

function toError(unit: OutputUnit, { schema, lookup }: Prepared, data: unknown): PortalValidationError | undefined {
  const { keyword } = unit;
  if (WRAPPERS.has(keyword)) return undefined;
  const instancePath = toInstancePath(unit.instanceLocation);
  const at = (): unknown => schemaAt(schema, lookup, unit.keywordLocation);
  const base = { keyword, instancePath, data: valueAt(data, instancePath) };
  if (keyword === 'required') return { ...base, params: { missingProperty: /property "(.*)"\.$/.exec(unit.error)?.[1] } };
  if (keyword === 'dependencies') {
    const match = /^Instance has "(.*)" but does not have "(.*)"\.$/.exec(unit.error);
    // The schema form announces its subschema's errors, which follow.
    return match ? { ...base, params: { property: match[1], missingProperty: match[2] } } : undefined;
  }
  if (LIMIT_KEYWORDS.has(keyword)) return { ...base, params: { limit: at() } };
  if (keyword === 'multipleOf') return { ...base, params: { multipleOf: at() } };
  if (keyword === 'pattern') return { ...base, params: { pattern: at() } };
  if (keyword === 'format') return { ...base, params: { format: at() } };
  if (keyword === 'type') {
    const type = at();
    return { ...base, params: { type: Array.isArray(type) ? type.join(',') : type } };
  }
  if (keyword === 'false') return { ...base, keyword: 'false schema', params: {} };
  return { ...base, params: {} };
}

interface WalkContext {
  lookup: Lookup;
  brandWords: readonly string[];
  out: PortalValidationError[];
}

const resolveRef = (schema: Record<string, unknown>, lookup: Lookup): unknown =>
  lookup[(schema as Schema).__absolute_ref__ ?? String(schema.$ref)];

/**
 * The portal keywords and the amount formats (on numbers, which cfworker's
 * formats never see), applied where the data meets them: through `$ref`,
 * `allOf`, `if`/`then`/`else`, schema `dependencies`, properties and items.
 */
function walkPortalKeywords(schema: unknown, data: unknown, parent: Record<string, unknown> | undefined, path: string, ctx: WalkContext, depth: number): void {
  if (!isRecord(schema) || depth > 64 || data === undefined) return;
  if (typeof schema.$ref === 'string') walkPortalKeywords(resolveRef(schema, ctx.lookup), data, parent, path, ctx, depth + 1);
  for (const [keyword, check] of Object.entries(PORTAL_KEYWORD_CHECKS)) {
    if (!(keyword in schema)) continue;
    if (PORTAL_KEYWORD_TYPES[keyword] === 'string' && typeof data !== 'string') continue;
    for (const { key, params } of check(schema[keyword], data, parent, ctx.brandWords)) ctx.out.push({ keyword, instancePath: path, params: params ?? {}, message: key, data });
  }
  const { format } = schema;
  const decimals = typeof format === 'string' && Object.prototype.hasOwnProperty.call(PORTAL_AMOUNT_FORMATS, format) ? PORTAL_AMOUNT_FORMATS[format] : undefined;
  if (decimals !== undefined && typeof data === 'number' && !isAmount(data, decimals)) {
    ctx.out.push({ keyword: 'format', instancePath: path, params: { format: schema.format }, data });
  }
  const walk = (sub: unknown, value: unknown, holder: Record<string, unknown> | undefined, at: string): void => walkPortalKeywords(sub, value, holder, at, ctx, depth + 1);
  if (Array.isArray(schema.allOf)) for (const sub of schema.allOf) walk(sub, data, parent, path);
  if (schema.if !== undefined) {
    const matches = cfValidate(data, schema.if as Schema, DRAFT, ctx.lookup, true).valid;
    walk(matches ? schema.then : schema.else, data, parent, path);
  }
  if (isRecord(data)) {
    if (isRecord(schema.dependencies)) for (const [key, sub] of Object.entries(schema.dependencies)) if (key in data && isRecord(sub)) walk(sub, data, parent, path);
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const [key, value] of Object.entries(data)) {
      const child = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (Object.prototype.hasOwnProperty.call(properties, key)) walk(properties[key], value, data, child);
      else if (isRecord(schema.additionalProperties)) walk(schema.additionalProperties, value, data, child);
    }
  }
  if (Array.isArray(data)) {
    data.forEach((item, index) => {
      const sub = Array.isArray(schema.items) ? (index < schema.items.length ? schema.items[index] : schema.additionalItems) : schema.items;
      walk(sub, item, undefined, `${path}/${index}`);
    });
  }
}

/** A validator of JSON Schemas with the portal's formats and keywords; no code is generated. */
export interface EvalFreeValidator {
  /** Every error of `data` against `schema` (ajv's `allErrors`). Throws on a schema it cannot use (an unresolved `$ref`). */
  errors(schema: object, data: unknown): PortalValidationError[];
  /** Whether `data` matches `schema`, whose `$ref`s resolve against `rootSchema`. */
  isValid(schema: object | boolean, data: unknown, rootSchema: object): boolean;
}

/**
 * @example
 *   const validator = createEvalFreeValidator(['acme']);
 *   validator.errors({ type: 'string', format: 'mobile' }, '123'); // [{ keyword: 'format', params: { format: 'mobile' }, ... }]
 */
export function createEvalFreeValidator(brandWords: readonly string[] = []): EvalFreeValidator {
  addFormats();
  return {
    errors(schema, data) {
      const ready = prepare(schema);
      const json = jsonData(data);
      const { errors } = cfValidate(json, ready.schema, DRAFT, ready.lookup, false);
      const out = errors.flatMap((unit) => toError(unit, ready, json) ?? []);
      walkPortalKeywords(ready.schema, json, undefined, '', { lookup: ready.lookup, brandWords, out }, 0);
      return out;
    },
    isValid(schema, data, rootSchema) {
      try {
        return cfValidate(jsonData(data), schema as Schema, DRAFT, prepare(rootSchema).lookup, true).valid;
      } catch {
        // An unresolvable `$ref` in an option: not a match (ajv's compile error is caught the same way by rjsf).
        return false;
      }
    },
  };
}
