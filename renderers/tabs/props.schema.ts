import type { JsonSchema } from '../../src/core/registry';
import type { DataSource, LocalizedText, SchemaNode } from '../../src/core/schema/types';

export interface TabItem {
  key: string;
  title: LocalizedText;
  body?: unknown;
  /** A count on the tab: a number or a template (`"${counts.todo}"`). */
  badge?: number | string;
  visibleOn?: string;
  disabledOn?: string;
}

/**
 * Tabs made from a data source (one per app, one per dictionary entry): the
 * call answers a list (use `api.responseData` to pick it); each entry gives
 * a tab keyed by its `keyField`, titled by `titleField` (data text, not a
 * translation key), with the count in `badgeField`. Every such tab renders
 * `body` with the entry in scope as `tab`. They follow the static `items`.
 */
export interface TabsItemsSource {
  api: DataSource;
  keyField: string;
  titleField: string;
  badgeField?: string;
  body: unknown;
}

/** Tabs; a tab's body is mounted the first time it is shown, then kept. */
export type TabsNode = SchemaNode & {
  type: 'tabs';
  items?: readonly TabItem[];
  defaultActiveKey?: string;
  /** Expression giving the active key (`"query.tab"`); when its value changes, that tab is shown. */
  activeKeyFrom?: string;
  tabType?: 'line' | 'card';
  /** Tabs from a data source, after `items`. */
  itemsSource?: TabsItemsSource;
  /** Where the tab bar sits; default top. */
  tabPosition?: 'top' | 'left';
};

export const tabsPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['key', 'title'],
        additionalProperties: false,
        properties: {
          key: { type: 'string', minLength: 1 },
          title: { $ref: '#/$defs/text' },
          body: { $ref: '#/$defs/nodes' },
          badge: { type: ['number', 'string'] },
          visibleOn: { $ref: '#/$defs/expression' },
          disabledOn: { $ref: '#/$defs/expression' },
        },
      },
    },
    defaultActiveKey: { type: 'string' },
    activeKeyFrom: { $ref: '#/$defs/expression' },
    tabType: { enum: ['line', 'card'] },
    tabPosition: { enum: ['top', 'left'] },
    itemsSource: {
      type: 'object',
      required: ['api', 'keyField', 'titleField', 'body'],
      additionalProperties: false,
      properties: {
        api: { $ref: '#/$defs/dataSource' },
        keyField: { type: 'string', minLength: 1 },
        titleField: { type: 'string', minLength: 1 },
        badgeField: { type: 'string', minLength: 1 },
        body: { $ref: '#/$defs/nodes' },
      },
    },
  },
};
