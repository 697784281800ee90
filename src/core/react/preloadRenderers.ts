/**
 * Starts loading the code of every split-out renderer a document uses as
 * soon as the document is known, instead of one round trip per nesting
 * level as each lazy node mounts (measured: ~80 ms on a 200-field form).
 */
import type { Registry } from '../registry';
import type { SchemaNode } from '../schema/types';
import { loadRenderer } from './rendererLoads';

/** The nodes (objects with a string `type`) of a JSON tree, not looking inside those `stopAt` accepts. */
function* nodesIn(tree: unknown, stopAt?: (type: string) => boolean): Generator<SchemaNode> {
  if (Array.isArray(tree)) {
    for (const item of tree) yield* nodesIn(item, stopAt);
  } else if (tree !== null && typeof tree === 'object') {
    const type = (tree as { type?: unknown }).type;
    if (typeof type === 'string') {
      yield tree as SchemaNode;
      if (stopAt?.(type)) return;
    }
    for (const value of Object.values(tree)) yield* nodesIn(value, stopAt);
  }
}

/**
 * The node types used anywhere in a JSON tree (objects with a string `type`).
 * With `stopAt`, the children of a node whose type it accepts are not looked
 * at (the node's own type is still listed).
 */
export function nodeTypesIn(tree: unknown, found: Set<string> = new Set(), stopAt?: (type: string) => boolean): Set<string> {
  for (const node of nodesIn(tree, stopAt)) found.add(node.type);
  return found;
}

/** Whether a node of `type` renders its children later (a dialog): preloading stops at it. */
const rendersLater = (registry: Registry) => (type: string): boolean => registry.get(type)?.rendersChildrenLater === true;

/** The node types a page needs at once: those of nodes not inside one that renders its children later (a dialog). */
export function typesToPreload(document: unknown, registry: Registry): Set<string> {
  return nodeTypesIn(document, new Set(), rendersLater(registry));
}

/**
 * Starts the load of each split-out renderer the document shows at once
 * (typesToPreload; the same load the render uses, see rendererLoads), and the
 * parts its nodes need (RendererUi.loadPartsFor). Resolves when they have all
 * settled, never rejects: a failed load surfaces where its node renders.
 * Rendering after it resolves shows no Suspense fallback, and React 19 holds
 * a fallback's content back for at least 300 ms.
 */
export function preloadRenderers(document: unknown, registry: Registry): Promise<void> {
  const types = new Set<string>();
  const parts: Promise<unknown>[] = [];
  for (const node of nodesIn(document, rendersLater(registry))) {
    types.add(node.type);
    const part = registry.get(node.type)?.loadPartsFor?.(node);
    if (part) parts.push(part.catch(() => undefined));
  }
  return Promise.all([preloadRendererTypes(types, registry), ...parts]).then(() => undefined);
}

/** preloadRenderers for node types already known (listed at build time for a bundled document). */
export function preloadRendererTypes(types: Iterable<string>, registry: Registry): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const type of types) {
    const definition = registry.get(type);
    if (definition?.load && !definition.component) pending.push(loadRenderer(definition).catch(() => undefined));
  }
  return Promise.all(pending).then(() => undefined);
}
