/**
 * All the checks a screen document passes before it is stored or shipped
 * (issue 11), in one place used by the server (every draft), `npm run
 * schemas:check` (every file) and the studio editor (as you type), so one
 * rule gives one message everywhere:
 * limits (size, depth) -> schemaVersion migration -> meta-schema ->
 * expressions and templates -> form JSON Schemas -> referenced screens ->
 * translation keys. A document over the limits is not walked further.
 * `warnings` are findings that never refuse a document (issue 17: a node
 * without an accessible name); the server answers them beside a saved draft.
 */
import { migrateDocument, SchemaDocumentError } from '../migrate';
import type { JsonSchema, RendererDefinition } from '../registry';
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

/** What the caller knows about the world around the document; checks without their input are skipped. */
export interface CheckContext {
  /** Screens that exist, with their kind; without it `screenDialog` targets are not checked. */
  resolveScreen?: ScreenResolver;
  /** Existing translation keys; without it keys are not checked. */
  textKeys?: TextKeySet;
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

/** Size and depth; an empty list when within the limits. */
export function checkLimits(document: unknown, maxBytes = MAX_DOCUMENT_BYTES, maxDepth = MAX_DOCUMENT_DEPTH): DocumentProblem[] {
  const size = new TextEncoder().encode(JSON.stringify(document) ?? '').length;
  if (size > maxBytes) return [problem('', 'core.schema.tooLarge', { size: String(size), limit: String(maxBytes) })];
  if (depthOf(document, maxDepth) > maxDepth) return [problem('', 'core.schema.tooDeep', { limit: String(maxDepth) })];
  return [];
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
