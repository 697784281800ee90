import { defineRendererDefinition } from '@core/registry';
import { imageAccessibleName, imagePropsSchema, type ImageNode } from './props.schema';

/** `image`, without its UI: see renderers/definitions.ts. */
export const imageDefinition = defineRendererDefinition<ImageNode>({
  type: 'image',
  description: 'An image from a templated URL, with a fallback and optional preview.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.image.title',
  descriptionKey: 'renderers.palette.types.image.description',
  propsSchema: imagePropsSchema,
  example: { type: 'image', src: '/favicon.svg', alt: { 'zh-cn': '图片', en: 'Image' } },
  accessibleName: imageAccessibleName,
});
