import { sourceRequest } from '@core/dataSource';
import { defineRendererUi } from '@core/registry';
import { firstStaticTab } from './firstTab';
import type { TabsNode } from './props.schema';

/** `tabs`: lazily mounted tab bodies. */
export const tabsUi = defineRendererUi<TabsNode>({
  load: () => import('./TabsRenderer'),
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.itemsSource?.api, scope, i18n),
  // The first tab's body, when it is one of `items` (a body from itemsSource needs its answer first).
  rendersAtOnce: (node, scope) => {
    const tab = firstStaticTab(node, scope);
    return tab ? [{ nodes: tab.body, scope }] : [];
  },
});
