import type { AccessibleNameRule, JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const imagePropsSchema = {
  type: 'object',
  required: ['src'],
  additionalProperties: false,
  properties: {
    /** A template: `"/eps/file/${data.licenceId}"`. */
    src: { type: 'string' },
    alt: { $ref: '#/$defs/text' },
    /** Shown when `src` is empty or fails to load. */
    fallback: { type: 'string' },
    preview: { type: 'boolean' },
    width: { type: ['number', 'string'] },
    height: { type: ['number', 'string'] },
  },
} as const satisfies JsonSchema;

/** An image from a templated URL, with a fallback and optional click-to-preview. */
export type ImageNode = SchemaNode & { type: 'image' } & PropsOf<typeof imagePropsSchema>;

/**
 * The props that name an image; here beside the props schema so the
 * server, which loads only the definitions, warns on the same nodes as the studio.
 * A decorative image says so with an empty `alt` pair; a missing one is a warning.
 */
export const imageAccessibleName: AccessibleNameRule = { props: ['alt'] };
