import { defineRendererDefinition } from '@core/registry';
import { statisticPropsSchema, type StatisticNode } from './props.schema';

/** `statistic`, without its UI: see renderers/definitions.ts. */
export const statisticDefinition = defineRendererDefinition<StatisticNode>({
  type: 'statistic',
  description: 'A titled number (a count, a total) from a template, with colour, prefix and suffix; with onClick it is a keyboard-accessible button.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.statistic.title',
  descriptionKey: 'renderers.palette.types.statistic.description',
  propsSchema: statisticPropsSchema,
  example: { type: 'statistic', title: { 'zh-cn': '总数', en: 'Total' }, value: '${total}' },
});
