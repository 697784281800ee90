import { Alert } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import type { AlertNode } from './props.schema';

export function AlertRenderer({ node, scope }: RendererProps<AlertNode>): ReactElement {
  const t = useText(scope);
  return (
    <Alert
      {...rootProps(node, 'eps-alert')}
      type={node.level ?? 'info'}
      message={t(node.message)}
      {...(node.description !== undefined ? { description: t(node.description) } : {})}
      showIcon={node.showIcon ?? true}
      closable={node.closable === true}
      banner={node.banner === true}
    />
  );
}
