/**
 * Rows drawn from records, as a plain `ul` in the look of antd's small List.
 * Not antd's `List`: it brings `Pagination` and with it `Select` (~22 KB
 * compressed) into the start-up code of every page with a list (home), and
 * a list node never pages (page weight).
 */
import { Empty, Spin, theme } from 'antd';
import { useMemo, type CSSProperties, type KeyboardEvent, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useText } from '@core/react';
import { rootProps } from '../shared/rootProps';
import { useItemsSource } from '../shared/useItemsSource';
import { useRunActions } from '../shared/useRunActions';
import type { ListNode } from './props.schema';
import './list.css';

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

  const look = {
    '--eps-list-accent': token.colorPrimary,
    '--eps-list-split': token.colorSplit,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  } as CSSProperties;
  let body: ReactElement;
  if (scopes.length > 0) {
    body = (
      <ul className="eps-list-items">
        {scopes.map((itemScope, index) => (
          <li key={index} className="eps-list-item" {...(rowTestId ? { 'data-testid': rowTestId } : {})}>
            <div
              className="eps-list-row"
              {...(clickable
                ? { role: 'button', tabIndex: 0, onClick: () => activate(index), onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => onKeyDown(event, index) }
                : {})}
            >
              <RenderNodes nodes={node.item} pointer={`${pointer}/item`} scope={itemScope} disabled={disabled} />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (loading) {
    // Room for the spinner while the first records come.
    body = <div className="eps-list-pending" />;
  } else {
    body = (
      <div className="eps-list-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.empty.description')} />
      </div>
    );
  }
  return (
    <div {...rootProps(node, 'eps-list', look)} aria-busy={loading || undefined}>
      <Spin spinning={loading} size="small">
        {body}
      </Spin>
    </div>
  );
}
