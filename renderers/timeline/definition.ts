import { defineRendererDefinition } from '@core/registry';
import { timelinePropsSchema, type TimelineNode } from './props.schema';

/** `timeline`, without its UI: see renderers/definitions.ts. */
export const timelineDefinition = defineRendererDefinition<TimelineNode>({
  type: 'timeline',
  description: 'A timeline of entries: fixed items, or records from an api or the scope drawn by an item template.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.timeline.title',
  descriptionKey: 'renderers.palette.types.timeline.description',
  propsSchema: timelinePropsSchema,
  example: { type: 'timeline', items: [{ title: { 'zh-cn': '已提交', en: 'Submitted' } }] },
});
