import { defineRendererUi } from '@core/registry';
import type { ImageNode } from './props.schema';

/** `image`: split out of the main bundle (antd Image brings its previewer). */
export const imageUi = defineRendererUi<ImageNode>({
  load: () => import('./ImageRenderer'),
});
