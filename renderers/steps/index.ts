import { defineRendererUi } from '@core/registry';
import type { StepsNode } from './props.schema';

/** `steps`: records shown one at a time with Previous / Next / Done. */
export const stepsUi = defineRendererUi<StepsNode>({
  load: () => import('./StepsRenderer'),
});
