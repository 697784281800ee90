import { defineRendererDefinition } from '@core/registry';
import { actionsPropsSchema, type ActionsNode } from './props.schema';

/** `actions`, without its UI: see renderers/definitions.ts. */
export const actionsDefinition = defineRendererDefinition<ActionsNode>({
  type: 'actions',
  description: 'A bar of buttons in a row, aligned left, centre, right or spread; with `item`, one more set per record of an api or the scope (`item` and `index` in scope).',
  category: 'action',
  titleKey: 'renderers.palette.types.actions.title',
  descriptionKey: 'renderers.palette.types.actions.description',
  propsSchema: actionsPropsSchema,
  example: { type: 'actions', items: [{ type: 'button', label: { 'zh-cn': '按钮', en: 'Button' } }] },
});
