import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Spin, theme, type GlobalToken } from 'antd';
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { toText } from '@core/expression/functions';
import type { RendererProps } from '@core/registry';
import type { I18nProvider } from '@core/env';
import { useActionRunner, useEnv, useText } from '@core/react';
import type { Scope } from '@core/scope';
import { renderTemplate, resolveTemplates } from '@core/template';
import { resolveText } from '@core/text';
import { rankBySearch, useDebouncedSearch } from '../shared/debouncedSearch';
import { rootProps } from '../shared/rootProps';
import { useItemsSource } from '../shared/useItemsSource';
import { DEFAULT_SEARCH_DEBOUNCE_MS, type TilesNode } from './props.schema';
import { Tile } from './Tile';
import { useTileProgress } from './useTileProgress';
import './tiles.css';

/** A record made into a tile. */
interface TileModel {
  key: string;
  title: string;
  icon: string;
  item: unknown;
  index: number;
}

/** The records as tiles: each one's key (else its index), title and icon, from the node's tile template. */
function tileModels(items: readonly unknown[], template: TilesNode['tile'], scope: Scope, i18n: I18nProvider): TileModel[] {
  return items.map((item, index) => {
    const itemScope = scope.extend({ item, index });
    const key = template.key === undefined ? '' : toText(resolveTemplates(template.key, itemScope));
    return {
      key: key || String(index),
      title: resolveText(template.title, i18n, itemScope),
      icon: template.icon === undefined ? '' : renderTemplate(template.icon, itemScope).trim(),
      item,
      index,
    };
  });
}

/** The tiles' colours from the theme, and their minimum width when the node gives one. */
function tileCssVars(token: GlobalToken, node: TilesNode): CSSProperties {
  return {
    '--eps-tile-accent': token.colorPrimary,
    '--eps-tile-accent-hover': token.colorPrimaryBorderHover,
    '--eps-tile-accent-bg': token.colorPrimaryBg,
    '--eps-tile-border': token.colorBorderSecondary,
    '--eps-tile-bg': token.colorBgContainer,
    ...(node.tileMinWidth !== undefined ? { '--eps-tile-min': `${node.tileMinWidth}px` } : {}),
  } as CSSProperties;
}

/**
 * The tiles' click handler, stable across renders (Tile is memoised): runs the node's onItemClick for the tile,
 * tracking its progress on the tile.
 */
function useTileOpener(
  tiles: TileModel[],
  onItemClick: TilesNode['onItemClick'],
  runActions: ReturnType<typeof useActionRunner>,
  track: ReturnType<typeof useTileProgress>['track'],
): (key: string) => void {
  // The latest tiles and actions, read by the stable handler.
  const latest = useRef({ tiles, onItemClick, runActions });
  useLayoutEffect(() => {
    latest.current = { tiles, onItemClick, runActions };
  });
  return useCallback(
    (key: string) => {
      const { tiles: current, onItemClick: click, runActions: run } = latest.current;
      const tile = current.find((candidate) => candidate.key === key);
      if (!tile || click === undefined) return;
      void track(key, () => run(click, { item: tile.item, index: tile.index }));
    },
    [track],
  );
}

export default function TilesRenderer({ node, scope, disabled }: RendererProps<TilesNode>): ReactElement {
  const { i18n } = useEnv();
  const t = useText(scope);
  const { token } = theme.useToken();
  const { items, loading } = useItemsSource(node.api, node.source, scope);
  const search = useDebouncedSearch(node.searchDebounce ?? DEFAULT_SEARCH_DEBOUNCE_MS);
  const runActions = useActionRunner(scope);
  const { progress, track } = useTileProgress();
  const gridRef = useRef<HTMLDivElement>(null);
  const [fixedHeight, setFixedHeight] = useState<number | undefined>(undefined);

  // Made on every render (a few dozen records), so titles follow the active language.
  const tiles = tileModels(items, node.tile, scope, i18n);
  const ranked = rankBySearch(tiles, search.query, (tile) => tile.title);

  const open = useTileOpener(tiles, node.onItemClick, runActions, track);

  const cssVars = tileCssVars(token, node);
  const testId = node.testId;

  let body: ReactElement;
  if (loading && tiles.length === 0) {
    body = <Spin className="eps-tiles-loading" />;
  } else if (tiles.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.empty.description')} />;
  } else {
    body = (
      <div
        ref={gridRef}
        className="eps-tiles-grid"
        // While the box has focus the grid keeps its height, so tiles moving do not make the page jump.
        style={fixedHeight !== undefined ? { height: fixedHeight, overflowY: 'auto' } : undefined}
      >
        {ranked.map(({ item: tile, matched }) => (
          <Tile
            key={tile.key}
            tileKey={tile.key}
            title={tile.title}
            icon={tile.icon}
            matched={matched}
            busy={progress.get(tile.key)?.done === false}
            progress={progress.get(tile.key)}
            disabled={disabled}
            testId={testId ? `${testId}-item` : undefined}
            onOpen={open}
          />
        ))}
      </div>
    );
  }

  return (
    <div {...rootProps(node, 'eps-tiles', cssVars)}>
      {node.searchable !== false ? (
        <Input
          className="eps-tiles-search"
          allowClear
          prefix={<SearchOutlined />}
          {...(node.searchPlaceholder !== undefined ? { placeholder: t(node.searchPlaceholder) } : {})}
          value={search.text}
          onChange={search.onChange}
          onCompositionStart={search.onCompositionStart}
          onCompositionEnd={search.onCompositionEnd}
          onFocus={() => {
            const height = gridRef.current?.offsetHeight;
            setFixedHeight(height ? height : undefined);
          }}
          onBlur={() => setFixedHeight(undefined)}
          {...(testId ? { 'data-testid': `${testId}-search` } : {})}
        />
      ) : null}
      {body}
    </div>
  );
}
