/**
 * What the meta-schema says about one node type, for the studio's panels:
 * its props (own first, then the ones every node has), which props hold
 * child nodes (where the palette inserts), what kind of editor a prop gets,
 * and a valid minimal node to start from.
 */
import type { JsonSchema } from '../../core/registry';

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

/**
 * Starting nodes of the common types, written as a person would. Types not
 * listed start from their required props (see {@link minimalNode}).
 */
const EXAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  page: { type: 'page', title: pair('新页面', 'New page'), body: [] },
  card: { type: 'card', title: pair('卡片', 'Card'), body: [] },
  text: { type: 'text', text: pair('文字', 'Text') },
  button: { type: 'button', label: pair('按钮', 'Button'), level: 'default' },
  alert: { type: 'alert', message: pair('提示', 'Notice') },
  divider: { type: 'divider' },
  actions: { type: 'actions', items: [] },
  tag: { type: 'tag', text: pair('标签', 'Tag') },
  dialog: { type: 'dialog', title: pair('对话框', 'Dialog'), body: [] },
  table: {
    type: 'table',
    api: { url: '/eps/config/uc/news/visitorPage' },
    columns: [{ title: pair('标题', 'Title'), dataIndex: 'title' }],
  },
  form: {
    type: 'form',
    schema: { type: 'object', required: [], properties: { name: { type: 'string', title: pair('名称', 'Name') } } },
    actions: [{ label: pair('提交', 'Submit'), kind: 'submit', level: 'primary' }],
  },
};

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

/** A node of `type` to insert: its example, else one with its required props filled. */
export function minimalNode(metaSchema: JsonSchema, type: string): Record<string, unknown> {
  const example = EXAMPLES[type];
  if (example) return structuredClone(example);
  const props = propsOf(metaSchema, type);
  const node: Record<string, unknown> = { type };
  for (const name of requiredOf(metaSchema, type)) node[name] = minimalValue(props[name], name);
  return node;
}

/** Palette groups: layout, data, input, display, action; a type not listed is under "other". */
const CATEGORIES: Readonly<Record<string, string>> = {
  page: 'layout', card: 'layout', grid: 'layout', tabs: 'layout', dialog: 'layout', divider: 'layout', steps: 'layout',
  table: 'data', list: 'data', descriptions: 'data', service: 'data', statistic: 'data', timeline: 'data', tiles: 'data',
  form: 'input', attachments: 'input',
  text: 'display', html: 'display', tag: 'display', alert: 'display', image: 'display', avatar: 'display', empty: 'display',
  button: 'action', actions: 'action',
};

export const PALETTE_CATEGORIES = ['layout', 'data', 'input', 'display', 'action', 'other'] as const;

export function categoryOf(type: string): string {
  return CATEGORIES[type] ?? 'other';
}
