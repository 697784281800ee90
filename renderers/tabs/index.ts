import { defineRenderer } from '../../src/core/registry';
import { tabsPropsSchema, type TabsNode } from './props.schema';

/** `tabs`: lazily mounted tab bodies. */
export const tabsRenderer = defineRenderer<TabsNode>({
  type: 'tabs',
  description: 'Tabs with optional count badges; a tab body is mounted the first time it is shown.',
  propsSchema: tabsPropsSchema,
  load: () => import('./TabsRenderer'),
});
