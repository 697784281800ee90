import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const ALERT_TYPES = ['success', 'info', 'warning', 'error'] as const;

export const alertPropsSchema = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    level: { enum: [...ALERT_TYPES] },
    message: { $ref: '#/$defs/text' },
    description: { $ref: '#/$defs/text' },
    showIcon: { type: 'boolean' },
    closable: { type: 'boolean' },
    banner: { type: 'boolean' },
  },
} as const satisfies JsonSchema;

/** A message box: a tip, a warning, an error. */
export type AlertNode = SchemaNode & { type: 'alert' } & PropsOf<typeof alertPropsSchema>;
