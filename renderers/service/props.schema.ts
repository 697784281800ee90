import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const servicePropsSchema = {
  type: 'object',
  required: ['api'],
  additionalProperties: false,
  properties: {
    api: { $ref: '#/$defs/dataSource' },
    /** Names the body sees before (and under) the loaded data. */
    data: { type: 'object' },
    body: { $ref: '#/$defs/nodes' },
    progress: { type: 'boolean' },
  },
} as const satisfies JsonSchema;

/**
 * Loads a data source for its body without holding the body back: the body
 * renders at once with `data` (defaults) and again when the call answers;
 * the mapped data's top-level keys are names in the body's scope (as a
 * page's `initApi`). A failed call keeps the defaults (the call's `silent`
 * says whether the user is told). An `id` lets a `reload` action call again.
 * With `progress`, a thin bar above the body creeps on while the call is
 * under way, reaches 100 % when it answers, then goes. The body also sees
 * `$loading` (true while the call is under way and before it first answered)
 * and `$failed` (true once a call failed), so a count can show a skeleton
 * while loading and a dash when it failed, never a "0" that is not true.
 */
export type ServiceNode = SchemaNode & { type: 'service' } & PropsOf<typeof servicePropsSchema>;
