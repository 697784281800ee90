import { defineRendererDefinition } from '@core/registry';
import { stepsPropsSchema, type StepsNode } from './props.schema';

/** `steps`, without its UI: see renderers/definitions.ts. */
export const stepsDefinition = defineRendererDefinition<StepsNode>({
  type: 'steps',
  description: 'Records from the scope shown one at a time (record as `item`), with a step bar, Previous / Next / Done; onShow per record, onFinish on Done.',
  category: 'layout',
  titleKey: 'renderers.palette.types.steps.title',
  descriptionKey: 'renderers.palette.types.steps.description',
  propsSchema: stepsPropsSchema,
  example: { type: 'steps', source: '${records}', item: { type: 'text', text: '${item.name}' } },
});
