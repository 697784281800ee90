import { defineRendererUi } from '@core/registry';
import type { HtmlNode } from './props.schema';

/** `html`: sanitised rich text; split out with DOMPurify. */
export const htmlUi = defineRendererUi<HtmlNode>({
  load: () => import('./HtmlRenderer'),
});
