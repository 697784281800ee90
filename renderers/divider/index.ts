import { defineRendererUi } from '@core/registry';
import { DividerRenderer } from './DividerRenderer';
import type { DividerNode } from './props.schema';

/** `divider`: separates sections, optionally titled. */
export const dividerUi = defineRendererUi<DividerNode>({
  component: DividerRenderer,
});
