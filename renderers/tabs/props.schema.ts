import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

export interface TabItem {
  key: string;
  title: LocalizedText;
  body?: unknown;
  /** A count on the tab: a number or a template (`"${counts.todo}"`). */
  badge?: number | string;
  visibleOn?: string;
  disabledOn?: string;
}

/** Tabs; a tab's body is mounted the first time it is shown, then kept. */
export type TabsNode = SchemaNode & {
  type: 'tabs';
  items: readonly TabItem[];
  defaultActiveKey?: string;
  /** Expression giving the active key (`"query.tab"`); when its value changes, that tab is shown. */
  activeKeyFrom?: string;
  tabType?: 'line' | 'card';
};

export const tabsPropsSchema: JsonSchema = {
  type: 'object',
  required: ['items'],
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
  },
};
