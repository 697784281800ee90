import { defineRendererDefinition } from '@core/registry';
import { listPropsSchema, type ListNode } from './props.schema';

/** `list`, without its UI: see renderers/definitions.ts. */
export const listDefinition = defineRendererDefinition<ListNode>({
  type: 'list',
  description: 'Rows drawn by an item template from an api or the scope, each with the record as `item`; clickable with onItemClick.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.list.title',
  descriptionKey: 'renderers.palette.types.list.description',
  propsSchema: listPropsSchema,
  example: { type: 'list', source: '${items}', item: { type: 'text', text: '${item.name}' } },
});
