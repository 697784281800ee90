import { Empty, List, theme } from 'antd';
import { useMemo, type CSSProperties, type KeyboardEvent, type ReactElement } from 'react';
import type { RendererProps } from '../../src/core/registry';
import { RenderNodes, useText } from '../../src/core/react';
import { rootProps } from '../shared/rootProps';
import { useItemsSource } from '../shared/useItemsSource';
import { useRunActions } from '../shared/useRunActions';
import type { ListNode } from './props.schema';
import './list.css';

const itemStyle = { paddingInline: 0 } as const;

export default function ListRenderer({ node, pointer, scope, disabled }: RendererProps<ListNode>): ReactElement {
  const t = useText(scope);
  const { token } = theme.useToken();
  const { items, loading } = useItemsSource(node.api, node.source, scope, node.maxItems);
  const { run } = useRunActions(scope);
  // One child scope per record, made once per list, so rows re-render only when their record does.
  const scopes = useMemo(() => items.map((item, index) => scope.extend({ item, index })), [items, scope]);
  const clickable = node.onItemClick !== undefined && !disabled;
  const rowTestId = node.testId ? `${node.testId}-item` : undefined;

  const activate = (index: number): void => {
    if (clickable) void run(node.onItemClick, undefined, { item: items[index], index });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(index);
  };

  const accent = { '--eps-list-accent': token.colorPrimary } as CSSProperties;
  return (
    <List
      {...rootProps(node, 'eps-list', accent)}
      size="small"
      loading={loading}
      dataSource={scopes}
      locale={{
        emptyText: loading ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.empty.description')} />,
      }}
      renderItem={(itemScope, index) => (
        <List.Item key={index} className="eps-list-item" style={itemStyle} {...(rowTestId ? { 'data-testid': rowTestId } : {})}>
          <div
            className="eps-list-row"
            {...(clickable
              ? { role: 'button', tabIndex: 0, onClick: () => activate(index), onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => onKeyDown(event, index) }
              : {})}
          >
            <RenderNodes nodes={node.item} pointer={`${pointer}/item`} scope={itemScope} disabled={disabled} />
          </div>
        </List.Item>
      )}
    />
  );
}
