import { Card } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import type { CardNode } from './props.schema';

export function CardRenderer({ node, pointer, scope, disabled }: RendererProps<CardNode>): ReactElement {
  const t = useText(scope);
  const title = node.title === undefined ? undefined : t(node.title);
  return (
    <Card
      {...rootProps(node, 'eps-card')}
      {...(title ? { title } : {})}
      {...(node.extra !== undefined
        ? { extra: <RenderNodes nodes={node.extra} pointer={`${pointer}/extra`} scope={scope} disabled={disabled} /> }
        : {})}
      variant={node.bordered === false ? 'borderless' : 'outlined'}
      size={node.size ?? 'default'}
    >
      <RenderNodes nodes={node.body} pointer={`${pointer}/body`} scope={scope} disabled={disabled} />
    </Card>
  );
}
