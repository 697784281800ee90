import { defineRenderer } from '../../src/core/registry';
import { htmlPropsSchema, type HtmlNode } from './props.schema';

/** `html`: sanitised rich text; split out with DOMPurify. */
export const htmlRenderer = defineRenderer<HtmlNode>({
  type: 'html',
  description: 'Rich text (news content, notices) from a template, sanitised with DOMPurify.',
  propsSchema: htmlPropsSchema,
  load: () => import('./HtmlRenderer'),
});
