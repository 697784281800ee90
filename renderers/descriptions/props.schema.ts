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
  /**
   * Expression; when truthy the value is highlighted (a marked background, an
   * icon and a visible word, so it is not told by colour alone), e.g. a value
   * that differs from its reference (spec workflow-enterprise-embedding 2.4).
   */
  highlightOn?: string;
  /** The word shown next to a highlighted value; default "renderers.descriptions.highlighted". */
  highlightLabel?: LocalizedText;
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
          highlightOn: { $ref: '#/$defs/expression' },
          highlightLabel: { $ref: '#/$defs/text' },
        },
      },
    },
    column: { type: 'integer', minimum: 1, maximum: 6 },
    bordered: { type: 'boolean' },
    layout: { enum: ['horizontal', 'vertical'] },
  },
};
