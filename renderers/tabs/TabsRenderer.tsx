/**
 * Tabs whose bodies mount the first time they are shown and stay mounted
 * after (a form keeps its input when the user switches away and back).
 * Unvisited tabs cost nothing (ARCHITECTURE performance notes).
 */
import { Badge, Tabs, type TabsProps } from 'antd';
import { useState, type ReactElement } from 'react';
import { evaluateCondition, evaluateExpression } from '../../src/core/expression';
import type { RendererProps } from '../../src/core/registry';
import { RenderNodes, useText } from '../../src/core/react';
import type { Scope } from '../../src/core/scope';
import { resolveTemplates } from '../../src/core/template';
import { rootProps } from '../shared/rootProps';
import type { TabsNode } from './props.schema';

/** The active key an `activeKeyFrom` expression names, as text; undefined when absent or broken. */
function keyFrom(expression: string | undefined, scope: Scope): string | undefined {
  if (!expression) return undefined;
  try {
    const value = evaluateExpression(expression, scope);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

function badgeCount(badge: number | string | undefined, scope: Scope): number | undefined {
  if (badge === undefined) return undefined;
  const value = typeof badge === 'string' ? resolveTemplates(badge, scope) : badge;
  const count = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(count) ? count : undefined;
}

export default function TabsRenderer({ node, pointer, scope, disabled }: RendererProps<TabsNode>): ReactElement {
  const t = useText(scope);
  const all = Array.isArray(node.items) ? node.items : [];
  // Indexes are kept: child pointers must be the tab's place in the document.
  const visible = all.map((item, index) => ({ item, index })).filter(({ item }) => evaluateCondition(item.visibleOn, scope, true));
  const fromScope = keyFrom(node.activeKeyFrom, scope);
  const firstKey = visible[0]?.item.key;
  const isVisibleKey = (key: string | undefined): key is string => key !== undefined && visible.some(({ item }) => item.key === key);
  const initial = [fromScope, node.defaultActiveKey, firstKey].find(isVisibleKey);

  const [state, setState] = useState<{ active: string | undefined; fromScope: string | undefined; visited: ReadonlySet<string> }>(() => ({
    active: initial,
    fromScope,
    visited: new Set(initial === undefined ? [] : [initial]),
  }));
  // Follow the scope when its key changes (a route query), leaving user clicks alone otherwise.
  const active = fromScope !== state.fromScope && fromScope !== undefined ? fromScope : state.active;
  const current = isVisibleKey(active) ? active : isVisibleKey(initial) ? initial : firstKey;
  const visited = current !== undefined && !state.visited.has(current) ? new Set(state.visited).add(current) : state.visited;
  if (fromScope !== state.fromScope || visited !== state.visited) {
    // Adjusting state while rendering (React's pattern for derived state): no extra effect pass.
    setState({ active, fromScope, visited });
  }
  const select = (key: string): void => setState((previous) => ({ ...previous, active: key }));

  const items: NonNullable<TabsProps['items']> = visible.map(({ item, index }) => {
    const count = badgeCount(item.badge, scope);
    const tabDisabled = disabled || evaluateCondition(item.disabledOn, scope, false);
    return {
      key: item.key,
      label: (
        <span>
          {t(item.title)}
          {count !== undefined ? <Badge count={count} size="small" showZero={false} style={{ marginInlineStart: 6 }} /> : null}
        </span>
      ),
      disabled: tabDisabled,
      children:
        visited.has(item.key) || item.key === current ? (
          <RenderNodes nodes={item.body} pointer={`${pointer}/items/${index}/body`} scope={scope} disabled={tabDisabled} />
        ) : null,
    };
  });

  return (
    <Tabs
      {...rootProps(node, 'eps-tabs')}
      items={items}
      {...(current !== undefined ? { activeKey: current } : {})}
      type={node.tabType ?? 'line'}
      onChange={select}
    />
  );
}
