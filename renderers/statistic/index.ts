import { defineRenderer } from '../../src/core/registry';
import { statisticPropsSchema, type StatisticNode } from './props.schema';

/** `statistic`: a titled number, optionally a button. */
export const statisticRenderer = defineRenderer<StatisticNode>({
  type: 'statistic',
  description: 'A titled number (a count, a total) from a template, with colour, prefix and suffix; with onClick it is a keyboard-accessible button.',
  propsSchema: statisticPropsSchema,
  // Split out: its stylesheet stays out of the main bundle (and out of Node, which reads the registry).
  load: () => import('./StatisticRenderer'),
});
