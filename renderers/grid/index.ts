import { defineRenderer } from '../../src/core/registry';
import { GridRenderer } from './GridRenderer';
import { gridPropsSchema, type GridNode } from './props.schema';

/** `grid`: responsive columns (antd Row/Col). */
export const gridRenderer = defineRenderer<GridNode>({
  type: 'grid',
  description: 'Columns side by side on a 24-column responsive grid.',
  propsSchema: gridPropsSchema,
  component: GridRenderer,
  rendersAtOnce: (node, scope) => [{ nodes: (Array.isArray(node.columns) ? node.columns : []).map((column) => column.body), scope }],
});
