import { sourceRequest } from '@core/dataSource';
import { defineRendererUi } from '@core/registry';
import type { TilesNode } from './props.schema';

/** `tiles`: a searchable grid of clickable tiles with per-tile progress. */
export const tilesUi = defineRendererUi<TilesNode>({
  load: () => import('./TilesRenderer'),
  // The call for its records starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
