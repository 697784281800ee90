import { defineRendererUi } from '@core/registry';
import { EmptyRenderer } from './EmptyRenderer';
import type { EmptyNode } from './props.schema';

/** `empty`: an empty state with a translated text. */
export const emptyUi = defineRendererUi<EmptyNode>({
  component: EmptyRenderer,
});
