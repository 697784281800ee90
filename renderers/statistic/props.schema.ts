import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const statisticPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    /** A template; one `${...}` keeps a number a number (`"${counts.underway ?? 0}"`). */
    value: { type: ['string', 'number'] },
    /** The value's colour (a CSS colour or template). */
    color: { type: 'string' },
    prefix: { $ref: '#/$defs/text' },
    suffix: { $ref: '#/$defs/text' },
    /** Decimal places of a number. */
    precision: { type: 'integer', minimum: 0, maximum: 10 },
    /** While true, a skeleton instead of the value (`"$loading"` inside a service): a count is never shown before it is known. */
    loadingOn: { $ref: '#/$defs/expression' },
    onClick: { $ref: '#/$defs/actions' },
  },
} as const satisfies JsonSchema;

/**
 * A number with its title (counts, totals). With `onClick` it is a button
 * (focusable, Enter and Space run it too).
 */
export type StatisticNode = SchemaNode & { type: 'statistic' } & PropsOf<typeof statisticPropsSchema>;
