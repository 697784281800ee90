import { createElement, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import { TEXT_TAGS, type TextNode } from './props.schema';

export function TextRenderer({ node, scope }: RendererProps<TextNode>): ReactElement {
  const t = useText(scope);
  // Only whitelisted tags: the element name comes from data.
  const tag = node.tag !== undefined && TEXT_TAGS.includes(node.tag) ? node.tag : 'span';
  // React escapes the text: templates cannot inject markup here (use `html` for markup).
  return createElement(tag, rootProps(node, 'eps-text'), t(node.text));
}
