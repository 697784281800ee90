import type { AccessibleNameRule, JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** An image from a templated URL, with a fallback and optional click-to-preview. */
export type ImageNode = SchemaNode & {
  type: 'image';
  /** A template: `"/eps/file/${data.licenceId}"`. */
  src: string;
  alt?: LocalizedText;
  /** Shown when `src` is empty or fails to load. */
  fallback?: string;
  preview?: boolean;
  width?: number | string;
  height?: number | string;
};

export const imagePropsSchema: JsonSchema = {
  type: 'object',
  required: ['src'],
  properties: {
    src: { type: 'string' },
    alt: { $ref: '#/$defs/text' },
    fallback: { type: 'string' },
    preview: { type: 'boolean' },
    width: { type: ['number', 'string'] },
    height: { type: ['number', 'string'] },
  },
};

/**
 * The props that name an image; here beside the props schema so the
 * server, which loads only props schemas, warns on the same nodes as the studio.
 * A decorative image says so with an empty `alt` pair; a missing one is a warning.
 */
export const imageAccessibleName: AccessibleNameRule = { props: ['alt'] };
