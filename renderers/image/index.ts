import { defineRenderer } from '../../src/core/registry';
import { imagePropsSchema, type ImageNode } from './props.schema';

/** `image`: split out of the main bundle (antd Image brings its previewer). */
export const imageRenderer = defineRenderer<ImageNode>({
  type: 'image',
  description: 'An image from a templated URL, with a fallback and optional preview.',
  propsSchema: imagePropsSchema,
  load: () => import('./ImageRenderer'),
  // A decorative image says so with an empty `alt` pair; a missing one is a warning.
  accessibleName: { props: ['alt'] },
});
