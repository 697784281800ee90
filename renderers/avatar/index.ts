import { defineRendererUi } from '@core/registry';
import { AvatarRenderer } from './AvatarRenderer';
import type { AvatarNode } from './props.schema';

/** `avatar`: a picture from a templated URL, an icon when there is none. */
export const avatarUi = defineRendererUi<AvatarNode>({
  component: AvatarRenderer,
});
