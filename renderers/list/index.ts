import { sourceRequest } from '../../src/core/dataSource';
import { defineRenderer } from '../../src/core/registry';
import { listPropsSchema, type ListNode } from './props.schema';

/** `list`: rows drawn from records, optionally clickable. */
export const listRenderer = defineRenderer<ListNode>({
  type: 'list',
  description: 'Rows drawn by an item template from an api or the scope, each with the record as `item`; clickable with onItemClick.',
  propsSchema: listPropsSchema,
  load: () => import('./ListRenderer'),
  // The call for its records starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
