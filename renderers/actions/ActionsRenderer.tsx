import { Spin } from 'antd';
import { useMemo, type CSSProperties, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes } from '@core/react';
import { rootProps } from '../shared/rootProps';
import { useItemsSource } from '../shared/useItemsSource';
import type { ActionsNode } from './props.schema';

const JUSTIFY: Readonly<Record<NonNullable<ActionsNode['align']>, CSSProperties['justifyContent']>> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  between: 'space-between',
};

export function ActionsRenderer({ node, pointer, scope, disabled }: RendererProps<ActionsNode>): ReactElement {
  const style: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: JUSTIFY[node.align ?? 'left'] };
  const sourced = node.item !== undefined;
  const { items, loading } = useItemsSource(sourced ? node.api : undefined, sourced ? node.source : undefined, scope);
  // One child scope per record, made once per answer, so buttons re-render only when their record does.
  const scopes = useMemo(() => items.map((item, index) => scope.extend({ item, index })), [items, scope]);
  return (
    <div {...rootProps(node, 'eps-actions', style)} aria-busy={loading || undefined}>
      <RenderNodes nodes={node.items} pointer={`${pointer}/items`} scope={scope} disabled={disabled} />
      {scopes.map((itemScope, index) => (
        <RenderNodes key={index} nodes={node.item} pointer={`${pointer}/item`} scope={itemScope} disabled={disabled} />
      ))}
      {loading ? <Spin size="small" /> : null}
    </div>
  );
}
