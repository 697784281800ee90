import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';
import { valueEnumSchema } from '../shared/enums';

/** How one entry is drawn. In `item`, each record is in scope as `item` and by its fields. */
const entrySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    /** Nodes under the title. */
    content: { $ref: '#/$defs/nodes' },
    /** Text at the side (a time): template or key. */
    label: { $ref: '#/$defs/text' },
    /** A colour, or with `colorEnum` a value (template) whose enum colour is used. */
    color: { type: 'string' },
    colorEnum: valueEnumSchema,
  },
} as const;

export const timelinePropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: { type: 'array', items: entrySchema },
    api: { $ref: '#/$defs/dataSource' },
    source: { type: 'string', pattern: '\\$\\{' },
    item: entrySchema,
    mode: { enum: ['left', 'alternate', 'right'] },
    /** Shown when there are no entries. */
    empty: { $ref: '#/$defs/text' },
  },
} as const satisfies JsonSchema;

export type TimelineEntry = PropsOf<typeof entrySchema>;

/**
 * A timeline (approval history, change log): fixed `items`, or records from
 * `api` or from the scope (`source`, a `${...}` template) drawn by `item`.
 */
export type TimelineNode = SchemaNode & { type: 'timeline' } & PropsOf<typeof timelinePropsSchema>;
