import { defineRenderer } from '../../src/core/registry';
import { EmptyRenderer } from './EmptyRenderer';
import { emptyPropsSchema, type EmptyNode } from './props.schema';

/** `empty`: an empty state with a translated text. */
export const emptyRenderer = defineRenderer<EmptyNode>({
  type: 'empty',
  description: 'An empty state: a picture and a translated line of text.',
  propsSchema: emptyPropsSchema,
  component: EmptyRenderer,
});
