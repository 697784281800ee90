import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

const itemSchema = {
  type: 'object',
  required: ['key', 'title'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1 },
    title: { $ref: '#/$defs/text' },
    body: { $ref: '#/$defs/nodes' },
    /** A count on the tab: a number or a template (`"${counts.todo}"`). */
    badge: { type: ['number', 'string'] },
    visibleOn: { $ref: '#/$defs/expression' },
    disabledOn: { $ref: '#/$defs/expression' },
  },
} as const;

/**
 * Tabs made from a data source (one per app, one per dictionary entry): the
 * call answers a list (use `api.responseData` to pick it); each entry gives
 * a tab keyed by its `keyField`, titled by `titleField` (data text, not a
 * translation key), with the count in `badgeField`. Every such tab renders
 * `body` with the entry in scope as `tab`. They follow the static `items`.
 */
const itemsSourceSchema = {
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
} as const;

export const tabsPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: { type: 'array', items: itemSchema },
    defaultActiveKey: { type: 'string' },
    /** Expression giving the active key (`"query.tab"`); when its value changes, that tab is shown. */
    activeKeyFrom: { $ref: '#/$defs/expression' },
    tabType: { enum: ['line', 'card'] },
    /** Where the tab bar sits; default top. */
    tabPosition: { enum: ['top', 'left'] },
    /** Tabs from a data source, after `items`. */
    itemsSource: itemsSourceSchema,
  },
} as const satisfies JsonSchema;

export type TabItem = PropsOf<typeof itemSchema>;

/** Tabs; a tab's body is mounted the first time it is shown, then kept. */
export type TabsNode = SchemaNode & { type: 'tabs' } & PropsOf<typeof tabsPropsSchema>;
