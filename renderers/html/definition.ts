import { defineRendererDefinition } from '@core/registry';
import { htmlPropsSchema, type HtmlNode } from './props.schema';

/** `html`, without its UI: see renderers/definitions.ts. */
export const htmlDefinition = defineRendererDefinition<HtmlNode>({
  type: 'html',
  description: 'Rich text (news content, notices) from a template, sanitised with DOMPurify.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.html.title',
  descriptionKey: 'renderers.palette.types.html.description',
  propsSchema: htmlPropsSchema,
  example: { type: 'html', content: '<p>${content}</p>' },
});
