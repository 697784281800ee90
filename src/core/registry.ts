/**
 * The renderer registry: one explicit list of definitions, as plain data
 * (STYLE 2). `renderers/index.ts` builds it with {@link defineRegistry}; the
 * meta-schema is generated from the same definitions.
 */
import type { ComponentType } from 'react';
import type { ApiRequest, I18nProvider } from './env';
import type { Scope } from './scope';
import type { SchemaNode } from './schema/types';

/** A JSON Schema object (draft 2020-12 subset we use). Kept loose on purpose: ajv checks it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

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
 * One renderer. `propsSchema` describes the node's own props (not the common
 * ones); it may reference the shared definitions `#/$defs/node`,
 * `#/$defs/nodes`, `#/$defs/text`, `#/$defs/action`, `#/$defs/actions`,
 * `#/$defs/dataSource`, `#/$defs/expression`, `#/$defs/permission`.
 * Give `component` for renderers in the main bundle, `load` for ones split out.
 */
export interface RendererDefinition<N extends SchemaNode = SchemaNode> {
  /** The node type; a node type with a literal `type` (`'table'`) makes it checked. */
  type: N['type'];
  /** One line for the editor's palette and the generated docs. */
  description: string;
  propsSchema: JsonSchema;
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
   * (core/heldAnswers). Undefined when it makes none now.
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
  /**
   * The props that give a node of this type its accessible name, when it
   * needs one: a node with none of `props` set (and, with `when`,
   * that prop set, e.g. an icon-only button) gets a warning from the check.
   */
  accessibleName?: AccessibleNameRule;
}

/** See {@link RendererDefinition.rendersAtOnce}: a node or list of nodes as written, and their scope. */
export interface NodesInScope {
  nodes: unknown;
  scope: Scope;
}

/** See {@link RendererDefinition.accessibleName}. */
export interface AccessibleNameRule {
  /** Any one of these props names the node. */
  props: readonly string[];
  /** The rule applies only when this prop is set (a button needs a name only when it shows an icon). */
  when?: string;
}

/**
 * Lets a definition be written with its own node type and stored in the
 * list, keeping its literal `type` so the registry's type union is exact.
 */
export function defineRenderer<N extends SchemaNode>(definition: RendererDefinition<N>): RendererDefinition & { type: N['type'] } {
  return definition as unknown as RendererDefinition & { type: N['type'] };
}

/** A registry keyed by type. Lookup is own-property only: `constructor` is never a type. */
export interface Registry<T extends string = string> {
  readonly types: readonly T[];
  get(type: string): RendererDefinition | undefined;
  list(): readonly RendererDefinition[];
}

/**
 * Builds a registry from definitions; a duplicate type is a programming
 * error and throws at start-up rather than shadowing silently.
 * @example
 *   export const registry = defineRegistry([pageRenderer, formRenderer]);
 */
export function defineRegistry<const T extends string>(
  definitions: readonly (RendererDefinition & { type: T })[],
): Registry<T> {
  const byType = new Map<string, RendererDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Renderer type "${definition.type}" is registered twice`);
    if (!definition.component && !definition.load) {
      throw new Error(`Renderer "${definition.type}" has neither component nor load`);
    }
    byType.set(definition.type, definition);
  }
  return {
    types: definitions.map((d) => d.type),
    get: (type) => (typeof type === 'string' ? byType.get(type) : undefined),
    list: () => [...byType.values()],
  };
}
