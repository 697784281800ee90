import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';
import { valueEnumSchema, type ValueEnumRef } from '../shared/enums';
import { DISPLAY_VALUE_TYPES, formatPropsSchema, type DisplayValueType } from '../shared/valueTypes';

export interface DescriptionItem {
  label: LocalizedText;
  /** A path in the scope (`data.enterpriseName`). */
  field?: string;
  /** A template (`"${data.province} ${data.city}"`); one `${...}` keeps its type for formatting. */
  value?: string;
  /** Nodes shown instead of a value (an image, a tag). */
  body?: unknown;
  valueType?: DisplayValueType;
  valueEnum?: ValueEnumRef;
  format?: string;
  precision?: number;
  span?: number;
  visibleOn?: string;
}

/** Label/value pairs read from the scope (detail screens). */
export type DescriptionsNode = SchemaNode & {
  type: 'descriptions';
  title?: LocalizedText;
  items: readonly DescriptionItem[];
  /** Items per row; default 2. */
  column?: number;
  bordered?: boolean;
  layout?: 'horizontal' | 'vertical';
};

export const descriptionsPropsSchema: JsonSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    title: { $ref: '#/$defs/text' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['label'],
        additionalProperties: false,
        properties: {
          label: { $ref: '#/$defs/text' },
          field: { type: 'string', minLength: 1 },
          value: { type: 'string' },
          body: { $ref: '#/$defs/nodes' },
          valueType: { enum: [...DISPLAY_VALUE_TYPES] },
          valueEnum: valueEnumSchema,
          ...formatPropsSchema,
          span: { type: 'integer', minimum: 1, maximum: 24 },
          visibleOn: { $ref: '#/$defs/expression' },
        },
      },
    },
    column: { type: 'integer', minimum: 1, maximum: 6 },
    bordered: { type: 'boolean' },
    layout: { enum: ['horizontal', 'vertical'] },
  },
};
