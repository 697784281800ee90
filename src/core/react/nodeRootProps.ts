import type { CSSProperties } from 'react';
import type { SchemaNode } from '../schema/types';

/** What the core puts on a renderer's root element from the node's common props. */
export interface NodeRootProps {
  className?: string;
  style?: CSSProperties;
  /** The node's `testId`: a stable hook for browser tests and support, whatever the markup. */
  'data-testid'?: string;
}

/**
 * The `className`, `style` and `data-testid` a renderer puts on its root
 * element. The core does not wrap nodes in an extra element, so layout
 * (flex, grid cells) is exactly what the renderer draws.
 */
export function nodeRootProps(node: SchemaNode): NodeRootProps {
  const props: NodeRootProps = {};
  if (typeof node.className === 'string') props.className = node.className;
  if (node.style && typeof node.style === 'object') props.style = node.style as CSSProperties;
  if (typeof node.testId === 'string' && node.testId !== '') props['data-testid'] = node.testId;
  return props;
}
