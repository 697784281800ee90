import { sourceRequest } from '@core/dataSource';
import { defineRendererUi } from '@core/registry';
import { ServiceRenderer } from './ServiceRenderer';
import type { ServiceNode } from './props.schema';

/** `service`: loads data for its body without holding it back. */
export const serviceUi = defineRendererUi<ServiceNode>({
  component: ServiceRenderer,
  // The call for its data starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
