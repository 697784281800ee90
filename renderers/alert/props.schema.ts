import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

export const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;

/** A message box: a tip, a warning, an error. */
export type AlertNode = SchemaNode & {
  type: 'alert';
  level?: (typeof ALERT_TYPES)[number];
  message: LocalizedText;
  description?: LocalizedText;
  showIcon?: boolean;
  closable?: boolean;
  banner?: boolean;
};

export const alertPropsSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    level: { enum: [...ALERT_TYPES] },
    message: { $ref: '#/$defs/text' },
    description: { $ref: '#/$defs/text' },
    showIcon: { type: 'boolean' },
    closable: { type: 'boolean' },
    banner: { type: 'boolean' },
  },
};
