/**
 * All the checks a screen document passes before it is stored or shipped,
 * in one place used by the server (every draft), `npm run
 * schemas:check` (every file) and the studio editor (as you type), so one
 * rule gives one message everywhere:
 * limits (depth, size, form schema complexity) -> schemaVersion migration -> meta-schema ->
 * expressions and templates -> form JSON Schemas -> referenced screens ->
 * translation keys. A document over the limits is not walked further.
 * `warnings` are findings that never refuse a document (a node
 * without an accessible name); the server answers them beside a saved draft.
 */
import { migrateDocument, SchemaDocumentError } from '../migrate';
import type { JsonSchema, RendererDefinition } from '../registry';
import { SCREEN_CALLS } from '../calls/screenCallList';
import type { DocumentOrigin, ScreenCall } from '../calls/screenCalls';
import { checkCalls } from './checkCalls';
import { checkExpressions } from './checkExpressions';
import { checkFormSchemas } from './checkFormSchemas';
import type { ScreenResolver, TextKeySet } from './checkReferences';
import { checkScreenReferences, checkTextKeys } from './checkReferences';
import { nameWarnings } from './nameWarnings';
import type { DocumentProblem } from './problems';
import { problem } from './problems';
import type { PropKinds } from './propKinds';
import { propKindsOf } from './propKinds';
import type { DocumentValidator } from './validateDocument';
import { createDocumentValidator, formatIssue } from './validateDocument';

/** What the warnings need to know of a renderer: which props name a node of its type. */
export type NamedRenderer = Pick<RendererDefinition, 'type' | 'accessibleName'>;

export type { DocumentProblem } from './problems';
export type { ScreenResolver, TextKeySet } from './checkReferences';

/** Largest document accepted, in bytes of its JSON (UTF-8). */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;
/** Deepest nesting of objects and arrays accepted. */
export const MAX_DOCUMENT_DEPTH = 64;
/**
 * Objects and arrays in all the form JSON Schemas (`schema` of `form` nodes) of one document. Checking a schema
 * costs ~25 µs a node (draft-07 applied as data), and the form engine walks it on every render: a ~1 MB schema cost
 * seconds of server time per save. The largest shipped form has 30; a 200-field form ~600.
 */
export const MAX_FORM_SCHEMA_NODES = 5_000;
/** `allOf`, `anyOf`, `oneOf` and `$ref` in all the form schemas of one document (shipped forms use at most 1). */
export const MAX_FORM_SCHEMA_COMPOSITIONS = 200;
/**
 * Nodes of one form schema with every local `$ref` counted as the nodes it points at: the form engine resolves
 * references and merges `allOf` as it renders, so a few definitions that each reference the previous one twice
 * expand to millions of nodes in the browser from a few hundred bytes. A recursive reference counts once.
 */
export const MAX_FORM_SCHEMA_EXPANDED = 20_000;

/** What the caller knows about the world around the document; checks without their input are skipped. */
export interface CheckContext {
  /** Screens that exist, with their kind; without it `screenDialog` targets are not checked. */
  resolveScreen?: ScreenResolver;
  /** Existing translation keys; without it keys are not checked. */
  textKeys?: TextKeySet;
  /**
   * Whose document it is: its calls and URLs are checked against the routes the server declares for screens
   * (core/calls). Without it they are not checked.
   */
  origin?: DocumentOrigin;
  /** The declared routes (default: the generated list the portal ships). */
  calls?: readonly ScreenCall[];
  maxBytes?: number;
  maxDepth?: number;
}

/** A checker bound to one meta-schema (compiling it is the expensive part: make one and keep it). */
export interface DocumentChecker {
  check(document: unknown, context?: CheckContext): DocumentProblem[];
  /** Findings that do not refuse the document (nodes without an accessible name); [] for one the checks cannot walk. */
  warnings(document: unknown): DocumentProblem[];
  propKinds: PropKinds;
}

/** Nesting depth of `value`, counted up to one level past `limit`. */
function depthOf(value: unknown, limit: number): number {
  // Iterative, so a hostile document cannot overflow the stack before the limit is seen.
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (current === null || typeof current !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current as Record<string, unknown>)) stack.push({ value: child, depth: here });
  }
  return deepest;
}

const COMPOSITION_KEYS: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const escapePointerSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every form schema of `document` with its pointer (`.../schema`), in document order, found without recursion. */
function formSchemasOf(document: unknown): Array<{ schema: Record<string, unknown>; pointer: string }> {
  interface Step { value: unknown; key: string; parent: Step | undefined }
  // Pointers are spelled only for the forms found: building one for every value cost more than the walk.
  const pointerOf = (step: Step): string => {
    const segments: string[] = [];
    for (let at: Step | undefined = step; at?.parent; at = at.parent) segments.push(escapePointerSegment(at.key));
    return segments.length > 0 ? `/${segments.reverse().join('/')}` : '';
  };
  const found: Array<{ schema: Record<string, unknown>; pointer: string }> = [];
  const stack: Step[] = [{ value: document, key: '', parent: undefined }];
  while (stack.length > 0) {
    const step = stack.pop() as Step;
    const { value } = step;
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) if (value[i] !== null && typeof value[i] === 'object') stack.push({ value: value[i], key: String(i), parent: step });
      continue;
    }
    const record = value as Record<string, unknown>;
    // The same test as checkFormSchemas. A form's schema is counted as a whole (schemaShape), not walked here: a
    // `form`-looking object inside it is part of its count.
    const form = record.type === 'form' && isPlainObject(record.schema);
    if (form) found.push({ schema: record.schema as Record<string, unknown>, pointer: `${pointerOf(step)}/schema` });
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i] as string;
      if (form && key === 'schema') continue;
      const child = record[key];
      if (child !== null && typeof child === 'object') stack.push({ value: child, key, parent: step });
    }
  }
  return found;
}

/** The local target of a `$ref` (`#/definitions/a`), or undefined. */
function refTarget(root: Record<string, unknown>, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined; // checkFormSchemas reports the reference
  }
  let current: unknown = root;
  for (const raw of path.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

/** Objects and arrays of `schema`, and its `allOf`/`anyOf`/`oneOf`/`$ref`; counting stops past `nodeBudget` nodes. */
function schemaShape(schema: Record<string, unknown>, nodeBudget: number): { nodes: number; compositions: number } {
  let nodes = 0;
  let compositions = 0;
  const stack: unknown[] = [schema];
  while (stack.length > 0 && nodes <= nodeBudget) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    nodes += 1;
    for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
      if (!Array.isArray(current) && ((COMPOSITION_KEYS.has(key) && Array.isArray(child)) || (key === '$ref' && typeof child === 'string'))) compositions += 1;
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return { nodes, compositions };
}

/**
 * Nodes of `schema` with each local `$ref` counted as the nodes of its target, stopping once past `limit`.
 * Iterative, each node sized once: reference chains are not bounded by the document's depth.
 */
function expandedSize(schema: Record<string, unknown>, limit: number): number {
  const sizes = new Map<object, number>();
  const onPath = new Set<object>();
  interface Frame { node: object; children: unknown[]; next: number; total: number }
  const frameOf = (node: object): Frame => {
    const children: unknown[] = [];
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string' && !Array.isArray(node)) children.push(refTarget(schema, child));
      else children.push(child);
    }
    return { node, children, next: 0, total: 1 };
  };
  const stack: Frame[] = [frameOf(schema)];
  onPath.add(schema);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    if (top.next < top.children.length) {
      const child = top.children[top.next];
      top.next += 1;
      if (child === null || typeof child !== 'object') continue;
      const known = sizes.get(child);
      if (known !== undefined) top.total += known;
      else if (onPath.has(child)) top.total += 1; // a recursive reference: the form engine expands it lazily
      else {
        onPath.add(child);
        stack.push(frameOf(child));
      }
      if (top.total > limit) return top.total;
      continue;
    }
    stack.pop();
    onPath.delete(top.node);
    sizes.set(top.node, top.total);
    const parent = stack[stack.length - 1];
    if (!parent) return top.total;
    parent.total += top.total;
    if (parent.total > limit) return parent.total;
  }
  return 0;
}

/** The form schemas' size and complexity; refused at the pointer of the schema that went over. */
function checkFormSchemaLimits(document: unknown): DocumentProblem[] {
  let nodes = 0;
  let compositions = 0;
  for (const { schema, pointer } of formSchemasOf(document)) {
    const shape = schemaShape(schema, MAX_FORM_SCHEMA_NODES - nodes);
    nodes += shape.nodes;
    compositions += shape.compositions;
    if (nodes > MAX_FORM_SCHEMA_NODES) return [problem(pointer, 'core.schema.formSchemaTooLarge', { limit: String(MAX_FORM_SCHEMA_NODES) })];
    if (compositions > MAX_FORM_SCHEMA_COMPOSITIONS) return [problem(pointer, 'core.schema.formSchemaTooComplex', { limit: String(MAX_FORM_SCHEMA_COMPOSITIONS) })];
    if (shape.compositions > 0 && expandedSize(schema, MAX_FORM_SCHEMA_EXPANDED) > MAX_FORM_SCHEMA_EXPANDED) {
      return [problem(pointer, 'core.schema.formSchemaExpands', { limit: String(MAX_FORM_SCHEMA_EXPANDED) })];
    }
  }
  return [];
}

/**
 * The depth limit alone, without recursion: what must hold before anything recursive (JSON.stringify, a structured
 * clone to a worker) touches the document.
 */
export function checkDepth(document: unknown, maxDepth = MAX_DOCUMENT_DEPTH): DocumentProblem[] {
  return depthOf(document, maxDepth) > maxDepth ? [problem('', 'core.schema.tooDeep', { limit: String(maxDepth) })] : [];
}

/**
 * Depth, size and form schema complexity; an empty list when within the limits. Depth comes first, by a walk
 * without recursion: measuring the size (JSON.stringify) and every later check recurse once per level.
 */
export function checkLimits(document: unknown, maxBytes = MAX_DOCUMENT_BYTES, maxDepth = MAX_DOCUMENT_DEPTH): DocumentProblem[] {
  const depth = checkDepth(document, maxDepth);
  if (depth.length > 0) return depth;
  const size = new TextEncoder().encode(JSON.stringify(document) ?? '').length;
  if (size > maxBytes) return [problem('', 'core.schema.tooLarge', { size: String(size), limit: String(maxBytes) })];
  return checkFormSchemaLimits(document);
}

/**
 * A checker over `metaSchema` (or an already compiled validator of it);
 * `renderers` declare which props name their nodes (without them, no warnings).
 */
export function createDocumentChecker(metaSchema: JsonSchema, validator?: DocumentValidator, renderers: readonly NamedRenderer[] = []): DocumentChecker {
  const validate = validator ?? createDocumentValidator(metaSchema);
  const propKinds = propKindsOf(metaSchema);
  return {
    propKinds,
    check(input, context = {}) {
      const limits = checkLimits(input, context.maxBytes, context.maxDepth);
      if (limits.length > 0) return limits;
      let document: unknown;
      try {
        document = migrateDocument(input).document;
      } catch (error) {
        if (!(error instanceof SchemaDocumentError)) throw error;
        return [{ pointer: error.pointer, message: error.message, key: 'core.schema.badDocument', vars: { detail: error.message } }];
      }
      const problems: DocumentProblem[] = validate(document).map((issue) => ({
        pointer: issue.pointer,
        message: formatIssue(issue),
        key: issue.key,
        vars: { ...issue.vars },
      }));
      problems.push(...checkExpressions(document, propKinds.expressions));
      problems.push(...checkFormSchemas(document));
      if (context.resolveScreen) problems.push(...checkScreenReferences(document, context.resolveScreen));
      if (context.textKeys) problems.push(...checkTextKeys(document, propKinds.texts, context.textKeys));
      if (context.origin) problems.push(...checkCalls(document, { calls: context.calls ?? SCREEN_CALLS, origin: context.origin }));
      return problems;
    },
    warnings(input) {
      // A document the checks refuse for its size or shape is reported by `check`; nothing to add here.
      if (checkLimits(input).length > 0) return [];
      let document: unknown;
      try {
        document = migrateDocument(input).document;
      } catch (error) {
        if (error instanceof SchemaDocumentError) return [];
        throw error;
      }
      return nameWarnings(document, renderers).map((issue) => ({ pointer: issue.pointer, message: formatIssue(issue), key: issue.key, vars: { ...issue.vars } }));
    },
  };
}
