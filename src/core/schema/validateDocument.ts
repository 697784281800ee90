/**
 * Validates screen documents against the meta-schema and turns ajv's errors
 * into plain, translatable issues that name the JSON pointer of the bad
 * object: `/body/2/columns/0: unknown valueType "dat"`.
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { JsonSchema } from '../registry';
import type { SchemaIssue } from './issues';

export { issuesByNode, type SchemaIssue } from './issues';

/** English texts of the issue keys, for the command line and the server. */
export const ISSUE_TEXTS_EN: Readonly<Record<string, string>> = {
  'core.schema.unknownValue': 'unknown {{prop}} "{{value}}"',
  'core.schema.unknownProp': 'unknown prop "{{prop}}"',
  'core.schema.missingProp': 'missing required prop "{{prop}}"',
  'core.schema.wrongType': '{{prop}} must be {{expected}}',
  'core.schema.tooDeepToCheck': 'The document is nested too deeply to check',
  'core.schema.notText': '{{prop}} must be a translation key or a {"zh-cn", "en"} pair',
  'core.schema.notOneOf': '{{prop}} does not match any allowed form',
  'core.schema.invalid': '{{prop}}: {{detail}}',
  'core.schema.notJson': 'not valid JSON: {{detail}}',
  'core.schema.badDocument': '{{detail}}',
  'core.schema.unnamed': 'a {{type}} here has no accessible name: set {{props}}',
};

/** Fills `{{name}}` placeholders; used where i18next is not loaded (CLI, server). */
export function formatIssue(issue: Pick<SchemaIssue, 'key' | 'vars'>, texts: Readonly<Record<string, string>> = ISSUE_TEXTS_EN): string {
  const template = texts[issue.key] ?? issue.key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => issue.vars[name] ?? '');
}

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function parentOf(pointer: string): { parent: string; last: string } {
  const index = pointer.lastIndexOf('/');
  if (index < 0) return { parent: '', last: '' };
  return { parent: pointer.slice(0, index), last: unescape(pointer.slice(index + 1)) };
}

/** The pointer of the innermost object with a string `type` on the way to `pointer`. */
export function nearestNodePointer(document: unknown, pointer: string): string {
  let nodePointer = '';
  let current: unknown = document;
  let walked = '';
  for (const raw of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') break;
    current = (current as Record<string, unknown>)[unescape(raw)];
    walked += `/${raw}`;
    if (current && typeof current === 'object' && !Array.isArray(current) && typeof (current as { type?: unknown }).type === 'string') {
      nodePointer = walked;
    }
  }
  return nodePointer;
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
}

function toIssue(error: ErrorObject, document: unknown): Omit<SchemaIssue, 'nodePointer'> {
  const path = error.instancePath;
  const { parent, last } = parentOf(path);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'discriminator': {
      const tag = String(params.tag ?? 'type');
      const holder = readPointer(document, path) as Record<string, unknown> | undefined;
      const value = holder?.[tag];
      if (value === undefined) return { pointer: path, key: 'core.schema.missingProp', vars: { prop: tag } };
      return { pointer: path, key: 'core.schema.unknownValue', vars: { prop: tag, value: describeValue(value) } };
    }
    case 'enum':
    case 'const':
      return { pointer: parent, key: 'core.schema.unknownValue', vars: { prop: last, value: describeValue(readPointer(document, path)) } };
    case 'additionalProperties':
      return { pointer: path, key: 'core.schema.unknownProp', vars: { prop: String(params.additionalProperty) } };
    case 'false schema':
      // A key no schema allows (the form's unknown `ui:` keys): named where it stands.
      return { pointer: parent, key: 'core.schema.unknownProp', vars: { prop: last } };
    case 'required':
      return { pointer: path, key: 'core.schema.missingProp', vars: { prop: String(params.missingProperty) } };
    case 'type':
      return { pointer: parent, key: 'core.schema.wrongType', vars: { prop: last || '/', expected: String(params.type) } };
    case 'anyOf':
    case 'oneOf':
      if (error.schemaPath.startsWith('#/$defs/text/')) return { pointer: parent, key: 'core.schema.notText', vars: { prop: last } };
      return { pointer: parent, key: 'core.schema.notOneOf', vars: { prop: last || '/' } };
    default:
      return { pointer: parent, key: 'core.schema.invalid', vars: { prop: last || '/', detail: error.message ?? error.keyword } };
  }
}

function readPointer(document: unknown, pointer: string): unknown {
  let current = document;
  for (const raw of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[unescape(raw)];
  }
  return current;
}

/**
 * A value that may take one of several forms ("a node or a list of nodes")
 * fails every branch; report what the user most likely meant. When a branch
 * got far enough to fail on something specific (a deeper path, or a keyword
 * other than `type`), keep that and drop the union error and the other
 * branches' bare type mismatches; otherwise keep the union error alone.
 */
function dropBranchNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>();
  const isUnion = (e: ErrorObject): boolean => e.keyword === 'anyOf' || e.keyword === 'oneOf';
  for (const union of errors.filter(isUnion)) {
    const at = union.instancePath;
    const inside = errors.filter((e) => e !== union && (e.instancePath === at || e.instancePath.startsWith(`${at}/`)));
    const specific = inside.filter((e) => !isUnion(e) && !(e.keyword === 'type' && e.instancePath === at));
    const bareTypes = inside.filter((e) => e.keyword === 'type' && e.instancePath === at);
    for (const e of bareTypes) dropped.add(e);
    if (specific.length > 0) dropped.add(union);
  }
  return errors.filter((e) => !dropped.has(e));
}

export type DocumentValidator = (document: unknown) => SchemaIssue[];

/** ajv's options for the meta-schema, shared by the run-time compile (Node) and the build-time standalone code (browser). */
export const DOCUMENT_AJV_OPTIONS = {
  allErrors: true,
  discriminator: true,
  strict: true,
  allowUnionTypes: true,
  // verbose: an error names the schema it failed, so a failure of the node definition itself is known.
  verbose: true,
} as const;

/** A compiled meta-schema validator: ajv's, compiled now or at build time (standalone code, no eval in the browser). */
export type CompiledDocumentValidate = ((document: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * Compiles the meta-schema once and returns a validator of documents.
 * @example const validate = createDocumentValidator(buildMetaSchema(registry.list()));
 *          validate(doc).map((issue) => `${issue.pointer}: ${formatIssue(issue)}`);
 */
export function createDocumentValidator(metaSchema: JsonSchema): DocumentValidator {
  const ajv = new Ajv(DOCUMENT_AJV_OPTIONS);
  return documentValidatorFrom(ajv.compile(metaSchema) as CompiledDocumentValidate, metaSchema);
}

/**
 * The node definition's own errors. ajv names it as the parent schema at run time. The standalone code the build
 * ships has its own copy of each schema, and compiles the node definition as a function of its own whose errors
 * say `#/required`, not `#/$defs/node/required`; so a copy equal to the node definition counts too. (Without it a
 * node with no `type` pinned its issue on the enclosing page, and the built portal replaced the whole page with
 * one error box where the dev server boxed only the node.)
 */
function nodeDefinitionCheck(nodeSchema: unknown): (error: ErrorObject) => boolean {
  const nodeText = JSON.stringify(nodeSchema);
  const sameAsNode = new WeakMap<object, boolean>();
  const isNodeCopy = (schema: unknown): boolean => {
    if (typeof schema !== 'object' || schema === null) return false;
    let same = sameAsNode.get(schema);
    if (same === undefined) {
      same = JSON.stringify(schema) === nodeText;
      sameAsNode.set(schema, same);
    }
    return same;
  };
  return (error) => error.parentSchema === nodeSchema || /^#\/\$defs\/node\/[^/]+$/.test(error.schemaPath) || isNodeCopy(error.parentSchema);
}

/** Issues of documents from a compiled validator of `metaSchema`. */
export function documentValidatorFrom(validate: CompiledDocumentValidate, metaSchema: JsonSchema): DocumentValidator {
  const isNodeDefinitionError = nodeDefinitionCheck((metaSchema.$defs as Readonly<Record<string, unknown>> | undefined)?.node);
  return (document) => {
    let valid: boolean;
    try {
      valid = validate(document);
    } catch (error) {
      // ajv's validator recurses once per nesting level: a document nested some
      // dozens of nodes deep overflows the stack. A clear issue, not a crash (or a 500).
      if (error instanceof RangeError) return [{ pointer: '', key: 'core.schema.tooDeepToCheck', vars: {}, nodePointer: '' }];
      throw error;
    }
    if (valid) return [];
    const issues = dropBranchNoise(validate.errors ?? []).map((error) => {
      const issue = toIssue(error, document);
      // A value in a node slot that is no node at all (`5`, `{}` in a body list) is
      // rendered at its own pointer, with its own error box: pinning the issue on
      // the enclosing node would replace that whole node (a page) with one box.
      if (isNodeDefinitionError(error)) return { ...issue, pointer: error.instancePath, nodePointer: error.instancePath };
      return { ...issue, nodePointer: nearestNodePointer(document, issue.pointer) };
    });
    const seen = new Set<string>();
    return issues.filter((issue) => {
      const id = `${issue.pointer}|${formatIssue(issue)}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  };
}

