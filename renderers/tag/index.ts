import { defineRendererUi } from '@core/registry';
import { TagRenderer } from './TagRenderer';
import type { TagNode } from './props.schema';

/** `tag`: a coloured label, literal or through an enum. */
export const tagUi = defineRendererUi<TagNode>({
  component: TagRenderer,
});
