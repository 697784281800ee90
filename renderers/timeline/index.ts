import { sourceRequest } from '@core/dataSource';
import { defineRendererUi } from '@core/registry';
import type { TimelineNode } from './props.schema';

/** `timeline`: history entries, fixed or from data. */
export const timelineUi = defineRendererUi<TimelineNode>({
  load: () => import('./TimelineRenderer'),
  // The call for its entries starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
