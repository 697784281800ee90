import type { JsonSchema } from '../../src/core/registry';
import type { Action } from '../../src/core/actions/types';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/**
 * A number with its title (counts, totals). With `onClick` it is a button
 * (focusable, Enter and Space run it too).
 */
export type StatisticNode = SchemaNode & {
  type: 'statistic';
  title?: LocalizedText;
  /** A template; one `${...}` keeps a number a number (`"${counts.underway ?? 0}"`). */
  value?: string | number;
  /** The value's colour (a CSS colour or template). */
  color?: string;
  prefix?: LocalizedText;
  suffix?: LocalizedText;
  /** Decimal places of a number. */
  precision?: number;
  /** While true, a skeleton instead of the value (`"$loading"` inside a service): a count is never shown before it is known. */
  loadingOn?: string;
  onClick?: Action | readonly Action[];
};

export const statisticPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    title: { $ref: '#/$defs/text' },
    value: { type: ['string', 'number'] },
    color: { type: 'string' },
    prefix: { $ref: '#/$defs/text' },
    suffix: { $ref: '#/$defs/text' },
    precision: { type: 'integer', minimum: 0, maximum: 10 },
    loadingOn: { $ref: '#/$defs/expression' },
    onClick: { $ref: '#/$defs/actions' },
  },
};
