import type { JsonSchema } from '../../src/core/registry';
import type { LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** One attachment type: its tab. */
export interface AttachmentType {
  /** The type code stored with each attachment (`license`, `certificate`). */
  type: string;
  label: LocalizedText;
}

/** What a row may offer besides its data. */
export type AttachmentOperation = 'preview' | 'download' | 'delete';

/**
 * The attachment panel of one business record (spec 2.5, 4.7, 7 "Files"):
 * the four business keys (plain or `${...}` templates) say whose files these
 * are. A tab per type; uploads join the active tab; delete is local until
 * the save button sends the whole list.
 * @example { "type": "attachments", "appCode": "usercenter", "bizBillId": "${tenantId}", "bizType": "enterprise",
 *   "bizItemType": "qualification", "types": [{ "type": "license", "label": { "zh-cn": "营业执照", "en": "Business licence" } }] }
 */
export type AttachmentsNode = SchemaNode & {
  type: 'attachments';
  appCode: string;
  bizBillId: string;
  bizType: string;
  bizItemType: string;
  /** The tabs, in order. */
  types: readonly AttachmentType[];
  /** The type of the default tab: shown first, without the type-name column; attachments of unknown types show there too. */
  defaultType?: string;
  /** Allowed extensions or groups (`images`, `office`, `documents`); default what the server takes. */
  accept?: readonly string[];
  /** Largest file in bytes; default 10 MB, the server's limit. */
  maxSize?: number;
  /** Row operations; default all three. */
  operations?: readonly AttachmentOperation[];
  /** Only show and download: no upload, delete or save. */
  readOnly?: boolean;
};

const keyProp = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const attachmentsPropsSchema: JsonSchema = {
  type: 'object',
  required: ['appCode', 'bizBillId', 'bizType', 'bizItemType', 'types'],
  properties: {
    appCode: keyProp,
    bizBillId: keyProp,
    bizType: keyProp,
    bizItemType: keyProp,
    types: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['type', 'label'],
        additionalProperties: false,
        properties: { type: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' }, label: { $ref: '#/$defs/text' } },
      },
    },
    defaultType: { type: 'string', minLength: 1 },
    accept: { type: 'array', items: { type: 'string', minLength: 1 } },
    maxSize: { type: 'integer', minimum: 1 },
    // No uniqueItems: a repeated name is harmless, and the keyword needs ajv's deep-equal at run time,
    // which the precompiled browser validator does not carry (scripts/lib/documentValidatorCode.ts).
    operations: { type: 'array', items: { enum: ['preview', 'download', 'delete'] } },
    readOnly: { type: 'boolean' },
  },
};
