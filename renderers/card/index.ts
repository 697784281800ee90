import { defineRenderer } from '../../src/core/registry';
import { CardRenderer } from './CardRenderer';
import { cardPropsSchema, type CardNode } from './props.schema';

/** `card`: a titled panel. */
export const cardRenderer = defineRenderer<CardNode>({
  type: 'card',
  description: 'A titled panel with extra nodes at the right of the title and a body.',
  propsSchema: cardPropsSchema,
  component: CardRenderer,
  rendersAtOnce: (node, scope) => [{ nodes: [node.extra, node.body], scope }],
});
