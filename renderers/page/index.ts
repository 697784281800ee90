import { defineRenderer } from '../../src/core/registry';
import { PageRenderer } from './PageRenderer';
import { pagePropsSchema, type PageNode } from './props.schema';

/** `page`: the root of a screen (title, toolbar, body, init api). In the main bundle: every screen has one. */
export const pageRenderer = defineRenderer<PageNode>({
  type: 'page',
  description: 'A screen: title, toolbar and body, with data loaded by initApi.',
  propsSchema: pagePropsSchema,
  component: PageRenderer,
});
