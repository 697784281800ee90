import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';
import { iconSchema } from '../shared/iconNames';

/** Sizes antd names; a number is pixels. */
export const AVATAR_SIZES = ['small', 'default', 'large'] as const;

export const avatarPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** A template: `"${user.avatar}"`. */
    src: { type: 'string' },
    /** Shown instead of the image (default `user`). */
    icon: iconSchema,
    size: { anyOf: [{ type: 'integer', minimum: 8, maximum: 512 }, { enum: [...AVATAR_SIZES] }] },
    shape: { enum: ['circle', 'square'] },
    alt: { $ref: '#/$defs/text' },
  },
} as const satisfies JsonSchema;

/**
 * A round (or square) picture of a person or thing: the image at `src`, or
 * an icon when `src` is empty or the image fails to load.
 */
export type AvatarNode = SchemaNode & { type: 'avatar' } & PropsOf<typeof avatarPropsSchema>;
