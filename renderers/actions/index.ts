import { defineRendererUi } from '@core/registry';
import { ActionsRenderer } from './ActionsRenderer';
import type { ActionsNode } from './props.schema';

/** `actions`: a row of buttons, aligned; fixed, or one set per record (the actions a server allows). */
export const actionsUi = defineRendererUi<ActionsNode>({
  component: ActionsRenderer,
});
