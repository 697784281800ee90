import { defineRendererDefinition } from '@core/registry';
import { avatarPropsSchema, type AvatarNode } from './props.schema';

/** `avatar`, without its UI: see renderers/definitions.ts. */
export const avatarDefinition = defineRendererDefinition<AvatarNode>({
  type: 'avatar',
  description: 'A round or square picture from a templated URL; an icon when the URL is empty or the image fails.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.avatar.title',
  descriptionKey: 'renderers.palette.types.avatar.description',
  propsSchema: avatarPropsSchema,
  example: { type: 'avatar', src: '/avatar-default.svg', alt: { 'zh-cn': '头像', en: 'Avatar' } },
});
