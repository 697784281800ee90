import { sourceRequest } from '../../src/core/dataSource';
import { defineRenderer } from '../../src/core/registry';
import { firstStaticTab } from './firstTab';
import { tabsPropsSchema, type TabsNode } from './props.schema';

/** `tabs`: lazily mounted tab bodies. */
export const tabsRenderer = defineRenderer<TabsNode>({
  type: 'tabs',
  description: 'Tabs with optional count badges; a tab body is mounted the first time it is shown.',
  propsSchema: tabsPropsSchema,
  load: () => import('./TabsRenderer'),
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.itemsSource?.api, scope, i18n),
  // The first tab's body, when it is one of `items` (a body from itemsSource needs its answer first).
  rendersAtOnce: (node, scope) => {
    const tab = firstStaticTab(node, scope);
    return tab ? [{ nodes: tab.body, scope }] : [];
  },
});
