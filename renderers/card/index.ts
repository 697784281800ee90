import { defineRendererUi } from '@core/registry';
import { CardRenderer } from './CardRenderer';
import type { CardNode } from './props.schema';

/** `card`: a titled panel. */
export const cardUi = defineRendererUi<CardNode>({
  component: CardRenderer,
  rendersAtOnce: (node, scope) => [{ nodes: [node.extra, node.body], scope }],
});
