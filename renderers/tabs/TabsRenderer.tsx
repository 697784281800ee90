/**
 * Tabs whose bodies mount the first time they are shown and stay mounted
 * after (a form keeps its input when the user switches away and back).
 * Unvisited tabs cost nothing (ARCHITECTURE performance notes).
 */
import { Badge, Tabs, type TabsProps } from 'antd';
import { useState, type ReactElement } from 'react';
import { evaluateCondition } from '@core/expression';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useDataSource, useText } from '@core/react';
import type { Scope } from '@core/scope';
import { resolveTemplates } from '@core/template';
import { rootProps } from '../shared/rootProps';
import { keyFrom } from './firstTab';
import type { TabItem, TabsNode } from './props.schema';

function badgeCount(badge: number | string | undefined, scope: Scope): number | undefined {
  if (badge === undefined) return undefined;
  const value = typeof badge === 'string' ? resolveTemplates(badge, scope) : badge;
  const count = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(count) ? count : undefined;
}

/** A tab made from one entry of `itemsSource`, with the entry kept for its scope. */
interface SourcedTab {
  item: TabItem;
  entry: Readonly<Record<string, unknown>>;
}

const fieldText = (entry: Readonly<Record<string, unknown>>, field: string | undefined): string | undefined => {
  const value = field === undefined ? undefined : entry[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** The tabs an `itemsSource` answer gives; entries without a key are skipped. */
export function sourcedTabs(data: unknown, source: TabsNode['itemsSource']): SourcedTab[] {
  if (!source || !Array.isArray(data)) return [];
  return data.flatMap((raw: unknown) => {
    if (raw === null || typeof raw !== 'object') return [];
    const entry = raw as Readonly<Record<string, unknown>>;
    const key = fieldText(entry, source.keyField);
    if (key === undefined) return [];
    const badge = fieldText(entry, source.badgeField);
    // A title from data is shown as it is: `{ "zh-cn": text }` is not looked up as a key.
    const text = fieldText(entry, source.titleField) ?? key;
    return [{ item: { key, title: { 'zh-cn': text, en: text }, body: source.body, ...(badge === undefined ? {} : { badge: Number(badge) }) }, entry }];
  });
}

export default function TabsRenderer({ node, pointer, scope, disabled }: RendererProps<TabsNode>): ReactElement {
  const t = useText(scope);
  const loaded = useDataSource(node.itemsSource?.api, scope);
  const fromSource = sourcedTabs(loaded.data, node.itemsSource);
  const staticItems = Array.isArray(node.items) ? node.items : [];
  const all = [...staticItems, ...fromSource.map((s) => s.item)];
  // Indexes are kept: child pointers must be the tab's place in the document.
  const visible = all.map((item, index) => ({ item, index })).filter(({ item }) => evaluateCondition(item.visibleOn, scope, true));
  const wanted = keyFrom(node.activeKeyFrom, scope);
  const firstKey = visible[0]?.item.key;
  const isVisibleKey = (key: string | undefined): key is string => key !== undefined && visible.some(({ item }) => item.key === key);
  // A key from the scope counts once its tab exists (tabs from itemsSource arrive after the first render).
  const fromScope = isVisibleKey(wanted) ? wanted : undefined;
  // The scope names a tab that may come with `itemsSource`: mount no body until the answer is
  // in, rather than the first tab's (a table's chunk, render and request, thrown away a moment later).
  const awaitingSource = wanted !== undefined && fromScope === undefined && node.itemsSource !== undefined && loaded.loading;
  const initial = awaitingSource ? undefined : [fromScope, node.defaultActiveKey, firstKey].find(isVisibleKey);

  const [state, setState] = useState<{ active: string | undefined; fromScope: string | undefined; visited: ReadonlySet<string> }>(() => ({
    active: initial,
    fromScope,
    visited: new Set(initial === undefined ? [] : [initial]),
  }));
  // Follow the scope when its key changes (a route query), leaving user clicks alone otherwise.
  const active = fromScope !== state.fromScope && fromScope !== undefined ? fromScope : state.active;
  const current = awaitingSource ? undefined : isVisibleKey(active) ? active : isVisibleKey(initial) ? initial : firstKey;
  const visited = current !== undefined && !state.visited.has(current) ? new Set(state.visited).add(current) : state.visited;
  if (fromScope !== state.fromScope || visited !== state.visited) {
    // Adjusting state while rendering (React's pattern for derived state): no extra effect pass.
    setState({ active, fromScope, visited });
  }
  const select = (key: string): void => setState((previous) => ({ ...previous, active: key }));

  const items: NonNullable<TabsProps['items']> = visible.map(({ item, index }) => {
    const sourced = index >= staticItems.length ? fromSource[index - staticItems.length] : undefined;
    const bodyScope = sourced ? scope.extend({ tab: sourced.entry }) : scope;
    const bodyPointer = sourced ? `${pointer}/itemsSource/body` : `${pointer}/items/${index}/body`;
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
          <RenderNodes nodes={item.body} pointer={bodyPointer} scope={bodyScope} disabled={tabDisabled} />
        ) : null,
    };
  });

  return (
    <Tabs
      {...rootProps(node, 'eps-tabs')}
      items={items}
      {...(current !== undefined ? { activeKey: current } : {})}
      type={node.tabType ?? 'line'}
      tabPosition={node.tabPosition ?? 'top'}
      onChange={select}
    />
  );
}
