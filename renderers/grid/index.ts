import { defineRendererUi } from '@core/registry';
import { GridRenderer } from './GridRenderer';
import type { GridNode } from './props.schema';

/** `grid`: responsive columns (antd Row/Col). */
export const gridUi = defineRendererUi<GridNode>({
  component: GridRenderer,
  rendersAtOnce: (node, scope) => [{ nodes: (Array.isArray(node.columns) ? node.columns : []).map((column) => column.body), scope }],
});
