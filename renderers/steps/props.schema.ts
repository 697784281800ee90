import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const stepsPropsSchema = {
  type: 'object',
  required: ['source', 'item'],
  additionalProperties: false,
  properties: {
    source: { type: 'string', pattern: '\\$\\{' },
    title: { $ref: '#/$defs/text' },
    item: { $ref: '#/$defs/nodes' },
    onShow: { $ref: '#/$defs/actions' },
    onFinish: { $ref: '#/$defs/actions' },
    previousLabel: { $ref: '#/$defs/text' },
    nextLabel: { $ref: '#/$defs/text' },
    finishLabel: { $ref: '#/$defs/text' },
    /** Shown when there are no records. */
    empty: { $ref: '#/$defs/text' },
  },
} as const satisfies JsonSchema;

/**
 * A multi-step panel over records (a notice panel, a guided tour): one record
 * at a time, drawn by `item` with the record as `item` and its position as
 * `index` in scope, with Previous / Next and, on the last step, Done.
 * Records come from the scope (`source`, a `${...}` template). `title` names
 * each step in the step bar (templated per record; the bar shows from two
 * records on). `onShow` runs each time a record is shown (at most once per
 * record, e.g. to mark it read); `onFinish` runs when Done is pressed (e.g.
 * `close` in a dialog). With `testId`, the current record carries
 * `<testId>-item` and the buttons `<testId>-prev|next|done`.
 */
export type StepsNode = SchemaNode & { type: 'steps' } & PropsOf<typeof stepsPropsSchema>;
