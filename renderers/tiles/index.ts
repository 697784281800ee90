import { sourceRequest } from '../../src/core/dataSource';
import { defineRenderer } from '../../src/core/registry';
import { tilesPropsSchema, type TilesNode } from './props.schema';

/** `tiles`: a searchable grid of clickable tiles with per-tile progress. */
export const tilesRenderer = defineRenderer<TilesNode>({
  type: 'tiles',
  description:
    'A searchable grid of tiles (icon and title) from the scope or an api; matches move to the front and are highlighted; a clicked tile shows progress while its actions run.',
  propsSchema: tilesPropsSchema,
  load: () => import('./TilesRenderer'),
  // The call for its records starts while the screen loads (render-as-you-fetch).
  firstRequestFor: (node, scope, i18n) => sourceRequest(node.api, scope, i18n),
});
