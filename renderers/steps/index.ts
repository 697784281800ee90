import { defineRenderer } from '../../src/core/registry';
import { stepsPropsSchema, type StepsNode } from './props.schema';

/** `steps`: records shown one at a time with Previous / Next / Done. */
export const stepsRenderer = defineRenderer<StepsNode>({
  type: 'steps',
  description: 'Records from the scope shown one at a time (record as `item`), with a step bar, Previous / Next / Done; onShow per record, onFinish on Done.',
  propsSchema: stepsPropsSchema,
  load: () => import('./StepsRenderer'),
});
