import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const dialogPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    body: { $ref: '#/$defs/nodes' },
    /** Footer nodes (buttons) instead of Cancel + Confirm; `[]` for no footer. */
    actions: { $ref: '#/$defs/nodes' },
    confirmLabel: { $ref: '#/$defs/text' },
    cancelLabel: { $ref: '#/$defs/text' },
    /** Default 50%, 80% below 768px (spec portal-shell 9). */
    width: { anyOf: [{ type: 'number', minimum: 200 }, { type: 'string', pattern: '^\\d+(\\.\\d+)?(px|%|vw)$' }] },
    closable: { type: 'boolean' },
    maskClosable: { type: 'boolean' },
    keyboard: { type: 'boolean' },
    /** A dialog the user must answer: no close button, no Esc, no mask click, no Cancel. */
    forced: { type: 'boolean' },
  },
} as const satisfies JsonSchema;

/**
 * A dialog, opened by a `dialog` action. Without `actions`, the footer is
 * Cancel + Confirm; Confirm submits the body's form (when there is one) and
 * closes with its result.
 */
export type DialogNode = SchemaNode & { type: 'dialog' } & PropsOf<typeof dialogPropsSchema>;
