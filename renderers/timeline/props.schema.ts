import type { JsonSchema } from '../../src/core/registry';
import type { DataSource, LocalizedText, SchemaNode } from '../../src/core/schema/types';
import { valueEnumSchema, type ValueEnumRef } from '../shared/enums';

/** How one entry is drawn. In `item`, each record is in scope as `item` and by its fields. */
export interface TimelineEntry {
  title?: LocalizedText;
  /** Nodes under the title. */
  content?: unknown;
  /** Text at the side (a time): template or key. */
  label?: LocalizedText;
  /** A colour, or with `colorEnum` a value (template) whose enum colour is used. */
  color?: string;
  colorEnum?: ValueEnumRef;
}

/**
 * A timeline (approval history, change log): fixed `items`, or records from
 * `api` or from the scope (`source`, a `${...}` template) drawn by `item`.
 */
export type TimelineNode = SchemaNode & {
  type: 'timeline';
  items?: readonly TimelineEntry[];
  api?: DataSource;
  source?: string;
  item?: TimelineEntry;
  mode?: 'left' | 'alternate' | 'right';
  /** Shown when there are no entries. */
  empty?: LocalizedText;
};

const entrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    content: { $ref: '#/$defs/nodes' },
    label: { $ref: '#/$defs/text' },
    color: { type: 'string' },
    colorEnum: valueEnumSchema,
  },
} as const;

export const timelinePropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    items: { type: 'array', items: entrySchema },
    api: { $ref: '#/$defs/dataSource' },
    source: { type: 'string', pattern: '\\$\\{' },
    item: entrySchema,
    mode: { enum: ['left', 'alternate', 'right'] },
    empty: { $ref: '#/$defs/text' },
  },
};
