import { sourceRequest } from '@core/dataSource';
import { defineRendererUi } from '@core/registry';
import { PageRenderer } from './PageRenderer';
import { pageScopeOf } from './pageScope';
import type { PageNode } from './props.schema';

/** `page`: the root of a screen (title, toolbar, body, init api). In the main bundle: every screen has one. */
export const pageUi = defineRendererUi<PageNode>({
  component: PageRenderer,
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.initApi, scope, i18n),
  // The toolbar renders at once; the body too unless it waits for initApi's answer.
  rendersAtOnce: (node, scope) => [{ nodes: node.initApi === undefined ? [node.toolbar, node.body] : node.toolbar, scope: pageScopeOf(scope, node.data, undefined, {}) }],
});
