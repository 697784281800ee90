import type { CSSProperties } from 'react';
import { nodeRootProps } from '../../src/core/react/nodeRootProps';
import type { SchemaNode } from '../../src/core/schema/types';

/**
 * The root element props of a renderer: its own class (`eps-<type>`, a stable
 * hook for tests and themes) and base style, then the node's `className` and
 * `style`, which win.
 */
export function rootProps(node: SchemaNode, baseClass: string, baseStyle?: CSSProperties): { className: string; style?: CSSProperties } {
  const own = nodeRootProps(node);
  const className = own.className ? `${baseClass} ${own.className}` : baseClass;
  const style = baseStyle || own.style ? { ...baseStyle, ...own.style } : undefined;
  return style ? { className, style } : { className };
}

/** True for a plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
