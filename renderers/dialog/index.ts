import { defineRendererUi } from '@core/registry';
import type { DialogNode } from './props.schema';

/**
 * `dialog`: mounted only when a `dialog` action opens it, so it is split out
 * too, and its body's renderers load when it opens (DialogRenderer preloads them).
 */
export const dialogUi = defineRendererUi<DialogNode>({
  load: () => import('./DialogRenderer'),
  rendersChildrenLater: true,
});
