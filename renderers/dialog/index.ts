import { defineRenderer } from '../../src/core/registry';
import { dialogPropsSchema, type DialogNode } from './props.schema';

/**
 * `dialog`: mounted only when a `dialog` action opens it, so it is split out
 * too, and its body's renderers load when it opens (DialogRenderer preloads them).
 */
export const dialogRenderer = defineRenderer<DialogNode>({
  type: 'dialog',
  description: 'A dialog opened by a dialog action: title, body and footer buttons.',
  propsSchema: dialogPropsSchema,
  load: () => import('./DialogRenderer'),
  rendersChildrenLater: true,
});
