import { defineRendererUi } from '@core/registry';
import { AlertRenderer } from './AlertRenderer';
import type { AlertNode } from './props.schema';

/** `alert`: a message box (info, success, warning, error). */
export const alertUi = defineRendererUi<AlertNode>({
  component: AlertRenderer,
});
