import { defineRendererUi } from '@core/registry';
import { TextRenderer } from './TextRenderer';
import type { TextNode } from './props.schema';

/** `text`: a label, paragraph or heading. */
export const textUi = defineRendererUi<TextNode>({
  component: TextRenderer,
});
