import { defineRenderer } from '../../src/core/registry';
import { imageAccessibleName, imagePropsSchema, type ImageNode } from './props.schema';

/** `image`: split out of the main bundle (antd Image brings its previewer). */
export const imageRenderer = defineRenderer<ImageNode>({
  type: 'image',
  description: 'An image from a templated URL, with a fallback and optional preview.',
  propsSchema: imagePropsSchema,
  load: () => import('./ImageRenderer'),
  accessibleName: imageAccessibleName,
});
