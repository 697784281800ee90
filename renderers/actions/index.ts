import { defineRenderer } from '../../src/core/registry';
import { ActionsRenderer } from './ActionsRenderer';
import { actionsPropsSchema, type ActionsNode } from './props.schema';

/** `actions`: a row of buttons, aligned; fixed, or one set per record (the actions a server allows). */
export const actionsRenderer = defineRenderer<ActionsNode>({
  type: 'actions',
  description: 'A bar of buttons in a row, aligned left, centre, right or spread; with `item`, one more set per record of an api or the scope (`item` and `index` in scope).',
  propsSchema: actionsPropsSchema,
  component: ActionsRenderer,
});
