import { defineRendererDefinition } from '@core/registry';
import { tilesPropsSchema, type TilesNode } from './props.schema';

/** `tiles`, without its UI: see renderers/definitions.ts. */
export const tilesDefinition = defineRendererDefinition<TilesNode>({
  type: 'tiles',
  description: 'A searchable grid of tiles (icon and title) from the scope or an api; matches move to the front and are highlighted; a clicked tile shows progress while its actions run.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.tiles.title',
  descriptionKey: 'renderers.palette.types.tiles.description',
  propsSchema: tilesPropsSchema,
  example: { type: 'tiles', source: '${apps}', tile: { title: '${item.name}' } },
});
