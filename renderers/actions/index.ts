import { defineRenderer } from '../../src/core/registry';
import { ActionsRenderer } from './ActionsRenderer';
import { actionsPropsSchema, type ActionsNode } from './props.schema';

/** `actions`: a row of buttons, aligned. */
export const actionsRenderer = defineRenderer<ActionsNode>({
  type: 'actions',
  description: 'A bar of buttons in a row, aligned left, centre, right or spread.',
  propsSchema: actionsPropsSchema,
  component: ActionsRenderer,
});
