/**
 * Renderers in two halves. A {@link RendererDefinition} is plain data with no
 * UI (type, props JSON Schema, example node, palette category and texts):
 * `renderers/definitions.ts` lists them all, and the server, the scripts,
 * the meta-schema generator and the studio's palette read that list. A
 * {@link Renderer} adds the React side (component or load, preload hints):
 * `renderers/index.ts` joins the two ({@link withUi}) into the registry.
 */
import type { ComponentType } from 'react';
import type { ApiRequest, I18nProvider } from './env';
import type { Scope } from './scope';
import type { SchemaNode } from './schema/types';

/** A JSON Schema object (draft 2020-12 subset we use). Kept loose on purpose: ajv checks it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The groups of the studio's palette, in the order it shows them. */
export const RENDERER_CATEGORIES = ['layout', 'dataDisplay', 'dataEntry', 'action', 'feedback'] as const;
export type RendererCategory = (typeof RENDERER_CATEGORIES)[number];

/**
 * What is known of a renderer without its UI. `propsSchema` describes the
 * node's own props (not the common ones); it may reference the shared
 * definitions `#/$defs/node`, `#/$defs/nodes`, `#/$defs/text`,
 * `#/$defs/action`, `#/$defs/actions`, `#/$defs/dataSource`,
 * `#/$defs/expression`, `#/$defs/permission`.
 */
export interface RendererDefinition<N extends SchemaNode = SchemaNode> {
  /** The node type; a node type with a literal `type` (`'table'`) makes it checked. */
  type: N['type'];
  /** One English line for the meta-schema's branch (the editor's hover) and the generated docs. */
  description: string;
  /** Where the studio's palette lists it. */
  category: RendererCategory;
  /** Translation keys of its name and one-line description in the palette. */
  titleKey: string;
  descriptionKey: string;
  propsSchema: JsonSchema;
  /** A minimal node of this type that passes the document checks: what the palette inserts. */
  example: N;
  /**
   * The props that give a node of this type its accessible name, when it
   * needs one: a node with none of `props` set (and, with `when`,
   * that prop set, e.g. an icon-only button) gets a warning from the check.
   */
  accessibleName?: AccessibleNameRule;
}

/** See {@link RendererDefinition.accessibleName}. */
export interface AccessibleNameRule {
  /** Any one of these props names the node. */
  props: readonly string[];
  /** The rule applies only when this prop is set (a button needs a name only when it shows an icon). */
  when?: string;
}

/**
 * Lets a definition be written with its own node type (so its example is
 * checked against it) and stored in the list, keeping its literal `type`.
 */
export function defineRendererDefinition<N extends SchemaNode>(definition: RendererDefinition<N>): RendererDefinition & { type: N['type'] } {
  return definition as unknown as RendererDefinition & { type: N['type'] };
}

/** What a renderer component receives. */
export interface RendererProps<N extends SchemaNode = SchemaNode> {
  /** The node, as written in the document. */
  node: N;
  /** JSON pointer of the node in its document (`/body/2`), for errors and child pointers. */
  pointer: string;
  /** The data scope at this node. */
  scope: Scope;
  /** True when this node or an ancestor is disabled (`disabledOn`). */
  disabled: boolean;
}

export type RendererComponent<N extends SchemaNode = SchemaNode> = ComponentType<RendererProps<N>>;

/**
 * The React side of one renderer. Give `component` for renderers in the main
 * bundle, `load` for ones split out.
 */
export interface RendererUi<N extends SchemaNode = SchemaNode> {
  component?: RendererComponent<N>;
  load?: () => Promise<{ default: RendererComponent<N> }>;
  /**
   * Its child nodes render only when it opens (a dialog), so preloading a
   * document stops at it: their code loads on first open, not with the page
   * (the sign-in page loaded its agreement dialogs' HTML sanitiser).
   */
  rendersChildrenLater?: boolean;
  /**
   * Code a node of this type needs beyond the renderer's own, chosen by its
   * props (a table's antd Table unless it is `plain`). Preloading a document
   * starts it with the renderer's code instead of after the renderer has
   * rendered (one round trip less). Undefined when it needs none.
   */
  loadPartsFor?: (node: N) => Promise<unknown> | undefined;
  /**
   * Render-as-you-fetch: the call a node of this type makes as it
   * mounts in `scope` (a table's first page), exactly as the renderer will
   * make it, so a screen's preload can start it with the renderer's code
   * (core/query/reads.ts). Undefined when it makes none now.
   */
  firstRequestFor?: (node: N, scope: Scope, i18n: I18nProvider) => ApiRequest | undefined;
  /**
   * The child nodes it renders at once, each group with the scope it renders
   * them in, when that is known before any data (a card's body and extra, in
   * its own scope). Starting calls ahead walks only through these: a type
   * without it (a form, a list, a dialog) ends the walk, so no call is made
   * for a node that would not mount now or in a scope it would not have.
   */
  rendersAtOnce?: (node: N, scope: Scope) => readonly NodesInScope[];
}

/** See {@link RendererUi.rendersAtOnce}: a node or list of nodes as written, and their scope. */
export interface NodesInScope {
  nodes: unknown;
  scope: Scope;
}

/**
 * A renderer as the registry holds it: what the runtime reads of its
 * definition and its React side. A test may build one by hand.
 */
export type Renderer<N extends SchemaNode = SchemaNode> = Pick<RendererDefinition<N>, 'type' | 'description' | 'propsSchema' | 'accessibleName'> &
  RendererUi<N>;

/** Lets a renderer's React side be written with its own node type and stored beside its definition. */
export function defineRendererUi<N extends SchemaNode>(ui: RendererUi<N>): RendererUi {
  return ui as unknown as RendererUi;
}

/**
 * Lets a whole renderer be written with its own node type and stored in a
 * registry, keeping its literal `type` (tests build small registries so).
 */
export function defineRenderer<N extends SchemaNode>(renderer: Renderer<N>): Renderer & { type: N['type'] } {
  return renderer as unknown as Renderer & { type: N['type'] };
}

/**
 * Each definition joined with its React side, keyed by type: a definition
 * without one, or one for no definition, fails to compile.
 * @example defineRegistry(withUi(rendererDefinitions, { page: pageUi, form: formUi }))
 */
export function withUi<const T extends string>(
  definitions: readonly (RendererDefinition & { type: T })[],
  uis: Readonly<Record<T, RendererUi>>,
): (RendererDefinition & RendererUi & { type: T })[] {
  return definitions.map((definition) => ({ ...definition, ...(Object.hasOwn(uis, definition.type) ? uis[definition.type] : {}) }));
}

/** A registry keyed by type. Lookup is own-property only: `constructor` is never a type. */
export interface Registry<T extends string = string> {
  readonly types: readonly T[];
  get(type: string): Renderer | undefined;
  list(): readonly Renderer[];
}

/**
 * Builds a registry from renderers; a duplicate type is a programming
 * error and throws at start-up rather than shadowing silently.
 * @example
 *   export const registry = defineRegistry(withUi(rendererDefinitions, uis));
 */
export function defineRegistry<const T extends string>(renderers: readonly (Renderer & { type: T })[]): Registry<T> {
  const byType = new Map<string, Renderer>();
  for (const renderer of renderers) {
    if (byType.has(renderer.type)) throw new Error(`Renderer type "${renderer.type}" is registered twice`);
    if (!renderer.component && !renderer.load) throw new Error(`Renderer "${renderer.type}" has neither component nor load`);
    byType.set(renderer.type, renderer);
  }
  return {
    types: renderers.map((r) => r.type),
    get: (type) => (typeof type === 'string' ? byType.get(type) : undefined),
    list: () => [...byType.values()],
  };
}
