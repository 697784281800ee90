import { defineRenderer } from '../../src/core/registry';
import { AvatarRenderer } from './AvatarRenderer';
import { avatarPropsSchema, type AvatarNode } from './props.schema';

/** `avatar`: a picture from a templated URL, an icon when there is none. */
export const avatarRenderer = defineRenderer<AvatarNode>({
  type: 'avatar',
  description: 'A round or square picture from a templated URL; an icon when the URL is empty or the image fails.',
  propsSchema: avatarPropsSchema,
  component: AvatarRenderer,
});
