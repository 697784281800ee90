import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const htmlPropsSchema = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: {
    /** HTML text or a template (`"${data.content}"`); sanitised with DOMPurify. */
    content: { $ref: '#/$defs/text' },
  },
} as const satisfies JsonSchema;

/** Rich text from data (news content, notices), sanitised before it is shown. */
export type HtmlNode = SchemaNode & { type: 'html' } & PropsOf<typeof htmlPropsSchema>;
