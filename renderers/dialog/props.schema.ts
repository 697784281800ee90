import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/**
 * A dialog, opened by a `dialog` action. Without `actions`, the footer is
 * Cancel + Confirm; Confirm submits the body's form (when there is one) and
 * closes with its result.
 */
export type DialogNode = SchemaNode & {
  type: 'dialog';
  title?: LocalizedText;
  body?: unknown;
  /** Footer nodes (buttons) instead of Cancel + Confirm; `[]` for no footer. */
  actions?: unknown;
  confirmLabel?: LocalizedText;
  cancelLabel?: LocalizedText;
  /** Default 50%, 80% below 768px (spec portal-shell 9). */
  width?: number | string;
  closable?: boolean;
  maskClosable?: boolean;
  keyboard?: boolean;
  /** A dialog the user must answer: no close button, no Esc, no mask click, no Cancel. */
  forced?: boolean;
};

export const dialogPropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    title: { $ref: '#/$defs/text' },
    body: { $ref: '#/$defs/nodes' },
    actions: { $ref: '#/$defs/nodes' },
    confirmLabel: { $ref: '#/$defs/text' },
    cancelLabel: { $ref: '#/$defs/text' },
    width: { anyOf: [{ type: 'number', minimum: 200 }, { type: 'string', pattern: '^\\d+(\\.\\d+)?(px|%|vw)$' }] },
    closable: { type: 'boolean' },
    maskClosable: { type: 'boolean' },
    keyboard: { type: 'boolean' },
    forced: { type: 'boolean' },
  },
};
