import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

/** Breakpoints a column may size itself at (antd's 24-column grid). */
export const GRID_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

const span = { type: 'integer', minimum: 0, maximum: 24 } as const;

const columnSchema = {
  type: 'object',
  additionalProperties: false,
  // One width per breakpoint (GRID_BREAKPOINTS), written out so the column's type has them.
  properties: { span, xs: span, sm: span, md: span, lg: span, xl: span, xxl: span, body: { $ref: '#/$defs/nodes' } },
} as const;

export const gridPropsSchema = {
  type: 'object',
  required: ['columns'],
  additionalProperties: false,
  properties: {
    columns: { type: 'array', items: columnSchema },
    /** Horizontal gap, or [horizontal, vertical], in px. */
    gutter: {
      anyOf: [
        { type: 'number', minimum: 0 },
        { type: 'array', items: { type: 'number', minimum: 0 }, minItems: 2, maxItems: 2 },
      ],
    },
    align: { enum: ['top', 'middle', 'bottom'] },
  },
} as const satisfies JsonSchema;

export type GridColumn = PropsOf<typeof columnSchema>;

/**
 * Columns side by side. `span` (of 24) applies from `md` up; below that a
 * column takes the full width unless `xs`/`sm` say otherwise (responsive).
 */
export type GridNode = SchemaNode & { type: 'grid' } & Omit<PropsOf<typeof gridPropsSchema>, 'gutter'> & {
  // The derived type of a two-item array is number[] (json-schema-to-ts reads no minItems/maxItems); the schema says a pair.
  gutter?: number | readonly [number, number];
};
