import { defineRendererUi } from '@core/registry';
import type { DescriptionsNode } from './props.schema';

/** `descriptions`: label/value pairs of a record. */
export const descriptionsUi = defineRendererUi<DescriptionsNode>({
  load: () => import('./DescriptionsRenderer'),
});
