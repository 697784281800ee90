import { defineRendererDefinition } from '@core/registry';
import { emptyPropsSchema, type EmptyNode } from './props.schema';

/** `empty`, without its UI: see renderers/definitions.ts. */
export const emptyDefinition = defineRendererDefinition<EmptyNode>({
  type: 'empty',
  description: 'An empty state: a picture and a translated line of text.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.empty.title',
  descriptionKey: 'renderers.palette.types.empty.description',
  propsSchema: emptyPropsSchema,
  example: { type: 'empty' },
});
