import { defineRendererDefinition } from '@core/registry';
import { cardPropsSchema, type CardNode } from './props.schema';

/** `card`, without its UI: see renderers/definitions.ts. */
export const cardDefinition = defineRendererDefinition<CardNode>({
  type: 'card',
  description: 'A titled panel with extra nodes at the right of the title and a body.',
  category: 'layout',
  titleKey: 'renderers.palette.types.card.title',
  descriptionKey: 'renderers.palette.types.card.description',
  propsSchema: cardPropsSchema,
  example: { type: 'card', title: { 'zh-cn': '卡片', en: 'Card' }, body: [] },
});
