import { useMemo, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import type { HtmlNode } from './props.schema';
import { sanitizeHtml } from './sanitizeHtml';

export default function HtmlRenderer({ node, scope }: RendererProps<HtmlNode>): ReactElement {
  const t = useText(scope);
  // Templates are filled first and the whole result sanitised, so data cannot smuggle markup past it.
  const raw = t(node.content);
  const html = useMemo(() => sanitizeHtml(raw), [raw]);
  return <div {...rootProps(node, 'eps-html')} dangerouslySetInnerHTML={{ __html: html }} />;
}
