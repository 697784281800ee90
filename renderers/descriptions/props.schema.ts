import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';
import { valueEnumSchema } from '../shared/enums';
import { DISPLAY_VALUE_TYPES, formatPropsSchema } from '../shared/valueTypes';

const itemSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: { $ref: '#/$defs/text' },
    /** A path in the scope (`data.enterpriseName`). */
    field: { type: 'string', minLength: 1 },
    /** A template (`"${data.province} ${data.city}"`); one `${...}` keeps its type for formatting. */
    value: { type: 'string' },
    /** Nodes shown instead of a value (an image, a tag). */
    body: { $ref: '#/$defs/nodes' },
    valueType: { enum: [...DISPLAY_VALUE_TYPES] },
    valueEnum: valueEnumSchema,
    ...formatPropsSchema,
    span: { type: 'integer', minimum: 1, maximum: 24 },
    visibleOn: { $ref: '#/$defs/expression' },
    /**
     * Expression; when truthy the value is highlighted (a marked background, an
     * icon and a visible word, so it is not told by colour alone), e.g. a value
     * that differs from its reference (spec workflow-enterprise-embedding 2.4).
     */
    highlightOn: { $ref: '#/$defs/expression' },
    /** The word shown next to a highlighted value; default "renderers.descriptions.highlighted". */
    highlightLabel: { $ref: '#/$defs/text' },
  },
} as const;

export const descriptionsPropsSchema = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    items: { type: 'array', items: itemSchema },
    /** Items per row; default 2. */
    column: { type: 'integer', minimum: 1, maximum: 6 },
    bordered: { type: 'boolean' },
    layout: { enum: ['horizontal', 'vertical'] },
  },
} as const satisfies JsonSchema;


/** Label/value pairs read from the scope (detail screens). */
export type DescriptionsNode = SchemaNode & { type: 'descriptions' } & PropsOf<typeof descriptionsPropsSchema>;
