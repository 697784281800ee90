import { Image } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { renderTemplate } from '@core/template';
import { rootProps } from '../shared/rootProps';
import type { ImageNode } from './props.schema';

export default function ImageRenderer({ node, scope }: RendererProps<ImageNode>): ReactElement {
  const t = useText(scope);
  const src = renderTemplate(node.src, scope);
  const fallback = node.fallback === undefined ? undefined : renderTemplate(node.fallback, scope);
  const shown = src || fallback;
  return (
    <Image
      {...rootProps(node, 'eps-image')}
      {...(shown ? { src: shown } : {})}
      alt={t(node.alt)}
      preview={node.preview === true}
      {...(fallback ? { fallback } : {})}
      {...(node.width !== undefined ? { width: node.width } : {})}
      {...(node.height !== undefined ? { height: node.height } : {})}
    />
  );
}
