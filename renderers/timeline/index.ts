import { sourceRequest } from '../../src/core/dataSource';
import { defineRenderer } from '../../src/core/registry';
import { timelinePropsSchema, type TimelineNode } from './props.schema';

/** `timeline`: history entries, fixed or from data. */
export const timelineRenderer = defineRenderer<TimelineNode>({
  type: 'timeline',
  description: 'A timeline of entries: fixed items, or records from an api or the scope drawn by an item template.',
  propsSchema: timelinePropsSchema,
  load: () => import('./TimelineRenderer'),
  // The call for its entries starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
