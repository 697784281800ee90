/**
 * `${expr}` templates in strings (renderer core): `"Hello ${user.name}"`.
 * Each `${...}` is a safe expression (see ./expression). A `}` inside a quoted
 * string of the expression does not end it. An unterminated `${` is kept as
 * literal text.
 */
import type { Scope } from './scope';
import { evaluateExpression } from './expression/evaluate';
import { toText } from './expression/functions';
import { warnOnce } from './expression/warnOnce';

type Segment = { readonly text: string } | { readonly expression: string };

/** Index of the `}` closing an expression that starts at `start`, or -1. */
function findClose(template: string, start: number): number {
  let quote: string | undefined;
  let depth = 0;
  for (let i = start; i < template.length; i += 1) {
    const char = template[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

const segmentCache = new Map<string, readonly Segment[]>();
const SEGMENT_CACHE_SIZE = 500;

function segments(template: string): readonly Segment[] {
  const cached = segmentCache.get(template);
  if (cached) return cached;
  const parts: Segment[] = [];
  let cursor = 0;
  while (cursor < template.length) {
    const open = template.indexOf('${', cursor);
    const close = open < 0 ? -1 : findClose(template, open + 2);
    if (open < 0 || close < 0) {
      parts.push({ text: template.slice(cursor) });
      break;
    }
    if (open > cursor) parts.push({ text: template.slice(cursor, open) });
    parts.push({ expression: template.slice(open + 2, close) });
    cursor = close + 1;
  }
  if (segmentCache.size >= SEGMENT_CACHE_SIZE) segmentCache.clear();
  segmentCache.set(template, parts);
  return parts;
}

/** Evaluates one `${...}`; a broken expression gives undefined and warns once. */
function evaluateSegment(expression: string, scope: Scope): unknown {
  try {
    return evaluateExpression(expression, scope);
  } catch (error) {
    warnOnce(
      `template:${expression}`,
      `[template] cannot evaluate "\${${expression.slice(0, 200)}}":`,
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}

/** The sources of the complete `${...}` parts of `value`, in order (the document checks parse each). */
export function templateExpressions(value: string): string[] {
  if (typeof value !== 'string' || !value.includes('${')) return [];
  return segments(value).flatMap((part) => ('expression' in part ? [part.expression] : []));
}

/** True when `value` holds at least one complete `${...}`. */
export function hasTemplate(value: string): boolean {
  if (typeof value !== 'string' || !value.includes('${')) return false;
  return segments(value).some((part) => 'expression' in part);
}

/**
 * Renders a template to text: undefined/null render '', objects their JSON,
 * a broken expression '' (with one console.warn per distinct expression).
 * @example renderTemplate('/eps/user/${user.id}', scope) // '/eps/user/42'
 */
export function renderTemplate(template: string, scope: Scope): string {
  if (!hasTemplate(template)) return template;
  let out = '';
  for (const part of segments(template)) {
    out += 'text' in part ? part.text : toText(evaluateSegment(part.expression, scope));
  }
  return out;
}

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Applies templates deep inside params, bodies and values: arrays and plain
 * objects are mapped (new objects, the input is not changed), other values
 * kept. A string that is exactly one `${expr}` gives the expression's raw value
 * (`"${row.ids}"` stays an array); other strings with templates render to text.
 * @example resolveTemplates({ id: '${row.id}', q: 'x-${row.id}' }, scope) // { id: 7, q: 'x-7' }
 */
export function resolveTemplates(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') {
    if (!hasTemplate(value)) return value;
    const parts = segments(value);
    const only = parts.length === 1 ? parts[0] : undefined;
    if (only && 'expression' in only) return evaluateSegment(only.expression, scope);
    return renderTemplate(value, scope);
  }
  if (Array.isArray(value)) return value.map((item: unknown) => resolveTemplates(item, scope));
  if (isPlainObject(value)) {
    // fromEntries defines own properties, so a "__proto__" key stays data.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTemplates(item, scope)]));
  }
  return value;
}
