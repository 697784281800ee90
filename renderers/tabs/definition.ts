import { defineRendererDefinition } from '@core/registry';
import { tabsPropsSchema, type TabsNode } from './props.schema';

/** `tabs`, without its UI: see renderers/definitions.ts. */
export const tabsDefinition = defineRendererDefinition<TabsNode>({
  type: 'tabs',
  description: 'Tabs with optional count badges; a tab body is mounted the first time it is shown.',
  category: 'layout',
  titleKey: 'renderers.palette.types.tabs.title',
  descriptionKey: 'renderers.palette.types.tabs.description',
  propsSchema: tabsPropsSchema,
  example: { type: 'tabs', items: [{ key: 'first', title: { 'zh-cn': '标签一', en: 'Tab one' }, body: [] }] },
});
