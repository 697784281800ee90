import { sourceRequest } from '@core/dataSource';
import { defineRendererUi } from '@core/registry';
import type { ListNode } from './props.schema';

/** `list`: rows drawn from records, optionally clickable. */
export const listUi = defineRendererUi<ListNode>({
  load: () => import('./ListRenderer'),
  // The call for its records starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
