/**
 * What the meta-schema says about one node type, for the studio's panels:
 * its props (own first, then the ones every node has), which props hold
 * child nodes (where the palette inserts), what kind of editor a prop gets,
 * and a valid node to start from (the definition's example).
 */
import type { JsonSchema } from '../../core/registry';
import { rendererDefinition } from '../../../renderers/definitions';

type Schema = Readonly<Record<string, unknown>>;

/** The meta-schema branch of node `type`: its `properties`. */
export function propsOf(metaSchema: JsonSchema, type: string): Readonly<Record<string, Schema>> {
  const node = (metaSchema.$defs as Record<string, Schema> | undefined)?.node;
  const branches = (node?.oneOf ?? []) as Schema[];
  const branch = branches.find((candidate) => (candidate.properties as Record<string, Schema> | undefined)?.type?.const === type);
  return (branch?.properties ?? {}) as Readonly<Record<string, Schema>>;
}

/** The required props of node `type` (besides `type`). */
export function requiredOf(metaSchema: JsonSchema, type: string): readonly string[] {
  const node = (metaSchema.$defs as Record<string, Schema> | undefined)?.node;
  const branch = ((node?.oneOf ?? []) as Schema[]).find((candidate) => (candidate.properties as Record<string, Schema> | undefined)?.type?.const === type);
  return ((branch?.required ?? []) as string[]).filter((name) => name !== 'type');
}

export type PropKind = 'text' | 'expression' | 'boolean' | 'number' | 'choice' | 'string' | 'nodes' | 'actions' | 'other';

const refOf = (schema: Schema): string | undefined => (typeof schema.$ref === 'string' ? schema.$ref : undefined);

/** The kind of editor a prop's schema calls for. */
export function propKind(schema: Schema): PropKind {
  const ref = refOf(schema);
  if (ref === '#/$defs/text') return 'text';
  if (ref === '#/$defs/expression') return 'expression';
  if (ref === '#/$defs/nodes' || ref === '#/$defs/node') return 'nodes';
  if (ref === '#/$defs/actions' || ref === '#/$defs/action') return 'actions';
  if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string' || typeof value === 'number')) return 'choice';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'string') return 'string';
  return 'other';
}

/** The props of `type` that hold child nodes (`body`, `items`...), in the order the schema lists them. */
export function childSlots(metaSchema: JsonSchema, type: string): string[] {
  return Object.entries(propsOf(metaSchema, type))
    .filter(([, schema]) => propKind(schema) === 'nodes')
    .map(([name]) => name);
}

const pair = (zh: string, en: string): Record<string, string> => ({ 'zh-cn': zh, en });

function minimalValue(schema: Schema | undefined, name: string): unknown {
  if (!schema) return '';
  const kind = propKind(schema);
  if (kind === 'text') return pair(name, name);
  if (kind === 'nodes') return [];
  if (kind === 'choice') return (schema.enum as unknown[])[0];
  if (kind === 'boolean') return false;
  if (kind === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (schema.type === 'array') return [];
  if (schema.type === 'object' || refOf(schema)) return {};
  return '';
}

/** A node of `type` to insert: its definition's example, else one with its required props filled. */
export function minimalNode(metaSchema: JsonSchema, type: string): Record<string, unknown> {
  const example = rendererDefinition(type)?.example;
  if (example) return structuredClone(example) as Record<string, unknown>;
  const props = propsOf(metaSchema, type);
  const node: Record<string, unknown> = { type };
  for (const name of requiredOf(metaSchema, type)) node[name] = minimalValue(props[name], name);
  return node;
}
