import { Empty } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import type { EmptyNode } from './props.schema';

export function EmptyRenderer({ node, scope }: RendererProps<EmptyNode>): ReactElement {
  const t = useText(scope);
  return (
    <Empty
      {...rootProps(node, 'eps-empty')}
      image={node.image === 'default' ? Empty.PRESENTED_IMAGE_DEFAULT : Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(node.description ?? 'renderers.empty.description')}
    />
  );
}
