import type { CSSProperties } from 'react';
import { nodeRootProps, type NodeRootProps } from '@core/react/nodeRootProps';
import type { SchemaNode } from '@core/schema/types';

/**
 * The root element props of a renderer: its own class (`eps-<type>`, a stable
 * hook for tests and themes) and base style, then the node's `className` and
 * `style`, which win, and its `testId` as `data-testid`.
 */
export function rootProps(node: SchemaNode, baseClass: string, baseStyle?: CSSProperties): NodeRootProps & { className: string } {
  const own = nodeRootProps(node);
  const className = own.className ? `${baseClass} ${own.className}` : baseClass;
  const style = baseStyle || own.style ? { ...baseStyle, ...own.style } : undefined;
  const testId = own['data-testid'] ? { 'data-testid': own['data-testid'] } : {};
  return style ? { className, style, ...testId } : { className, ...testId };
}

/** True for a plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
