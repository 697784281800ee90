import { defineRendererUi } from '@core/registry';
import { ButtonRenderer } from './ButtonRenderer';
import type { ButtonNode } from './props.schema';

/** `button`: runs an action chain, showing a spinner while it runs. */
export const buttonUi = defineRendererUi<ButtonNode>({
  component: ButtonRenderer,
});
