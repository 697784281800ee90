/**
 * Starts the first calls of the nodes a screen shows at once, as soon as its
 * document is known (render-as-you-fetch: they are queries of the portal's
 * client, core/query/reads.ts, which the nodes take as they mount). It follows the render: from the
 * root, through nodes whose type says which children it renders at once and
 * in which scope (RendererUi.rendersAtOnce), skipping nodes the
 * renderer would not show (permission, visibleOn, hiddenOn). A node whose
 * children wait for something (data, a click, a dialog) ends the walk there,
 * so no call is started that the screen would not make now, with the same
 * request. Only reads are started (reads.mayPrefetch).
 */
import type { QueryClient } from '@tanstack/query-core';
import type { ApiProvider, I18nProvider } from './env';
import { evaluateCondition } from './expression/evaluate';
import { checkPermission } from './permission';
import type { Registry } from './registry';
import type { Scope } from './scope';
import type { SchemaNode } from './schema/types';
import { queryClient } from './query/queryClient';
import { prefetchRead } from './query/reads';

export interface PrefetchEnv {
  api: ApiProvider;
  i18n: I18nProvider;
  hasPermission(key: string): boolean;
}

/** A walk this deep is a document no screen has; stop rather than recurse without end. */
const MAX_DEPTH = 32;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';

/** Whether the node renders at all in `scope`, as SchemaRenderer decides it. */
function shows(node: SchemaNode, scope: Scope, env: PrefetchEnv): boolean {
  return (
    checkPermission(node.permission, (key) => env.hasPermission(key)) &&
    evaluateCondition(node.visibleOn, scope, true) &&
    !evaluateCondition(node.hiddenOn, scope, false)
  );
}

function visit(nodes: unknown, scope: Scope, registry: Registry, env: PrefetchEnv, client: QueryClient, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(nodes)) {
    for (const node of nodes) visit(node, scope, registry, env, client, depth);
    return;
  }
  if (!isNode(nodes) || !shows(nodes, scope, env)) return;
  const definition = registry.get(nodes.type);
  if (!definition) return;
  try {
    const request = definition.firstRequestFor?.(nodes, scope, env.i18n);
    if (request) prefetchRead(client, env.api, request);
    for (const group of definition.rendersAtOnce?.(nodes, scope) ?? []) visit(group.nodes, group.scope, registry, env, client, depth + 1);
  } catch {
    // Props the renderer cannot read (a document not yet validated): it reports them where it renders.
  }
}

/** Starts the calls the nodes of `document` shown at once in `scope` will make as they mount; never throws. */
export function prefetchScreenData(document: unknown, scope: Scope, registry: Registry, env: PrefetchEnv, client: QueryClient = queryClient): void {
  visit(document, scope, registry, env, client, 0);
}
