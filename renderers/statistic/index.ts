import { defineRendererUi } from '@core/registry';
import type { StatisticNode } from './props.schema';

/** `statistic`: a titled number, optionally a button. */
export const statisticUi = defineRendererUi<StatisticNode>({
  // Split out: its stylesheet stays out of the main bundle (and out of Node, which reads the registry).
  load: () => import('./StatisticRenderer'),
});
