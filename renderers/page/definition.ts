import { defineRendererDefinition } from '@core/registry';
import { pagePropsSchema, type PageNode } from './props.schema';

/** `page`, without its UI: see renderers/definitions.ts. */
export const pageDefinition = defineRendererDefinition<PageNode>({
  type: 'page',
  description: 'A screen: title, toolbar and body, with data loaded by initApi.',
  category: 'layout',
  titleKey: 'renderers.palette.types.page.title',
  descriptionKey: 'renderers.palette.types.page.description',
  propsSchema: pagePropsSchema,
  example: { type: 'page', title: { 'zh-cn': '新页面', en: 'New page' }, body: [] },
});
