import { Empty, Spin, Timeline, type TimelineProps } from 'antd';
import type { ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import { RenderNodes, useDataSource, useEnv, useText } from '@core/react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { resolveTemplates } from '@core/template';
import { resolveText } from '@core/text';
import { enumEntry, resolveValueEnum } from '../shared/enums';
import { isRecord, rootProps } from '../shared/rootProps';
import type { TimelineEntry, TimelineNode } from './props.schema';

type Items = NonNullable<TimelineProps['items']>;

function entryColor(entry: TimelineEntry, scope: Scope): string | undefined {
  if (entry.color === undefined) return undefined;
  const value = resolveTemplates(entry.color, scope);
  if (entry.colorEnum === undefined) return typeof value === 'string' && value !== '' ? value : undefined;
  return enumEntry(resolveValueEnum(entry.colorEnum, scope), value)?.color;
}

export default function TimelineRenderer({ node, pointer, scope, disabled }: RendererProps<TimelineNode>): ReactElement {
  const { i18n } = useEnv();
  const t = useText(scope);
  const loaded = useDataSource(node.api, scope);

  const draw = (entry: TimelineEntry, entryScope: Scope, entryPointer: string, key: number): Items[number] => {
    const text = (value: LocalizedText | undefined): string => (value === undefined ? '' : resolveText(value, i18n, entryScope));
    const color = entryColor(entry, entryScope);
    const label = text(entry.label);
    return {
      key,
      ...(color ? { color } : {}),
      ...(label ? { label } : {}),
      children: (
        <div className="eps-timeline-entry">
          {entry.title !== undefined ? <div className="eps-timeline-title">{text(entry.title)}</div> : null}
          <RenderNodes nodes={entry.content} pointer={`${entryPointer}/content`} scope={entryScope} disabled={disabled} />
        </div>
      ),
    };
  };

  let items: Items;
  if (node.api !== undefined || node.source !== undefined) {
    const records: unknown = node.api !== undefined ? loaded.data : resolveTemplates(node.source, scope);
    const list = Array.isArray(records) ? (records as readonly unknown[]) : [];
    const template = node.item ?? {};
    items = list.map((record, index) =>
      draw(template, scope.extend({ ...(isRecord(record) ? record : {}), item: record, index }), `${pointer}/item`, index),
    );
  } else {
    items = (Array.isArray(node.items) ? node.items : []).map((entry, index) => draw(entry, scope, `${pointer}/items/${index}`, index));
  }

  if (loaded.loading && items.length === 0) return <Spin {...rootProps(node, 'eps-timeline')} />;
  if (items.length === 0) {
    return <Empty {...rootProps(node, 'eps-timeline')} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(node.empty ?? 'renderers.empty.description')} />;
  }
  return <Timeline {...rootProps(node, 'eps-timeline')} mode={node.mode ?? 'left'} items={items} />;
}
