import { Divider } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import type { DividerNode } from './props.schema';

export function DividerRenderer({ node, scope }: RendererProps<DividerNode>): ReactElement {
  const t = useText(scope);
  const text = node.text === undefined ? '' : t(node.text);
  return (
    <Divider {...rootProps(node, 'eps-divider')} orientation={node.orientation ?? 'center'} dashed={node.dashed === true}>
      {text || null}
    </Divider>
  );
}
