import { defineRendererDefinition } from '@core/registry';
import { gridPropsSchema, type GridNode } from './props.schema';

/** `grid`, without its UI: see renderers/definitions.ts. */
export const gridDefinition = defineRendererDefinition<GridNode>({
  type: 'grid',
  description: 'Columns side by side on a 24-column responsive grid.',
  category: 'layout',
  titleKey: 'renderers.palette.types.grid.title',
  descriptionKey: 'renderers.palette.types.grid.description',
  propsSchema: gridPropsSchema,
  example: { type: 'grid', columns: [{ span: 12, body: [] }, { span: 12, body: [] }] },
});
