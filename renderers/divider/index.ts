import { defineRenderer } from '../../src/core/registry';
import { DividerRenderer } from './DividerRenderer';
import { dividerPropsSchema, type DividerNode } from './props.schema';

/** `divider`: separates sections, optionally titled. */
export const dividerRenderer = defineRenderer<DividerNode>({
  type: 'divider',
  description: 'A horizontal rule between sections, optionally with a title.',
  propsSchema: dividerPropsSchema,
  component: DividerRenderer,
});
