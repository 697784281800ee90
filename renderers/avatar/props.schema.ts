import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';
import { iconSchema, type IconName } from '../shared/iconNames';

/** Sizes antd names; a number is pixels. */
export const AVATAR_SIZES = ['small', 'default', 'large'] as const;

/**
 * A round (or square) picture of a person or thing: the image at `src`, or
 * an icon when `src` is empty or the image fails to load.
 */
export type AvatarNode = SchemaNode & {
  type: 'avatar';
  /** A template: `"${user.avatar}"`. */
  src?: string;
  /** Shown instead of the image (default `user`). */
  icon?: IconName;
  size?: number | (typeof AVATAR_SIZES)[number];
  shape?: 'circle' | 'square';
  alt?: LocalizedText;
};

export const avatarPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    src: { type: 'string' },
    icon: iconSchema,
    size: { anyOf: [{ type: 'integer', minimum: 8, maximum: 512 }, { enum: [...AVATAR_SIZES] }] },
    shape: { enum: ['circle', 'square'] },
    alt: { $ref: '#/$defs/text' },
  },
};
