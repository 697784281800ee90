import type { JsonSchema } from '../../src/core/registry';
import type { SchemaNode } from '../../src/core/schema/types';

/** Breakpoints a column may size itself at (antd's 24-column grid). */
export const GRID_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type GridBreakpoint = (typeof GRID_BREAKPOINTS)[number];

export type GridColumn = { span?: number; body?: unknown } & Partial<Record<GridBreakpoint, number>>;

/**
 * Columns side by side. `span` (of 24) applies from `md` up; below that a
 * column takes the full width unless `xs`/`sm` say otherwise (responsive).
 */
export type GridNode = SchemaNode & {
  type: 'grid';
  columns: readonly GridColumn[];
  /** Horizontal gap, or [horizontal, vertical], in px. */
  gutter?: number | readonly [number, number];
  align?: 'top' | 'middle' | 'bottom';
};

const span = { type: 'integer', minimum: 0, maximum: 24 } as const;

export const gridPropsSchema: JsonSchema = {
  type: 'object',
  required: ['columns'],
  properties: {
    columns: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { span, ...Object.fromEntries(GRID_BREAKPOINTS.map((name) => [name, span])), body: { $ref: '#/$defs/nodes' } },
      },
    },
    gutter: {
      anyOf: [
        { type: 'number', minimum: 0 },
        { type: 'array', items: { type: 'number', minimum: 0 }, minItems: 2, maxItems: 2 },
      ],
    },
    align: { enum: ['top', 'middle', 'bottom'] },
  },
};
