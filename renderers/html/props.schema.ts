import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** Rich text from data (news content, notices), sanitised before it is shown. */
export type HtmlNode = SchemaNode & {
  type: 'html';
  /** HTML text or a template (`"${data.content}"`); sanitised with DOMPurify. */
  content: LocalizedText;
};

export const htmlPropsSchema: JsonSchema = {
  type: 'object',
  required: ['content'],
  properties: {
    content: { $ref: '#/$defs/text' },
  },
};
