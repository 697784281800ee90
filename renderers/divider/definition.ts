import { defineRendererDefinition } from '@core/registry';
import { dividerPropsSchema, type DividerNode } from './props.schema';

/** `divider`, without its UI: see renderers/definitions.ts. */
export const dividerDefinition = defineRendererDefinition<DividerNode>({
  type: 'divider',
  description: 'A horizontal rule between sections, optionally with a title.',
  category: 'layout',
  titleKey: 'renderers.palette.types.divider.title',
  descriptionKey: 'renderers.palette.types.divider.description',
  propsSchema: dividerPropsSchema,
  example: { type: 'divider' },
});
