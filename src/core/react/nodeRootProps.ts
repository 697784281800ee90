import type { CSSProperties } from 'react';
import type { SchemaNode } from '../schema/types';

/**
 * The `className` and `style` a renderer puts on its root element. The core
 * does not wrap nodes in an extra element, so layout (flex, grid cells) is
 * exactly what the renderer draws.
 */
export function nodeRootProps(node: SchemaNode): { className?: string; style?: CSSProperties } {
  const props: { className?: string; style?: CSSProperties } = {};
  if (typeof node.className === 'string') props.className = node.className;
  if (node.style && typeof node.style === 'object') props.style = node.style as CSSProperties;
  return props;
}
