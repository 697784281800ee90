import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

const keyProp = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** One attachment type: its tab. */
const attachmentTypeSchema = {
  type: 'object',
  required: ['type', 'label'],
  additionalProperties: false,
  properties: {
    /** The type code stored with each attachment (`license`, `certificate`). */
    type: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
    label: { $ref: '#/$defs/text' },
  },
} as const;

/** What a row may offer besides its data. */
const ATTACHMENT_OPERATIONS = ['preview', 'download', 'delete'] as const;

export const attachmentsPropsSchema = {
  type: 'object',
  required: ['appCode', 'bizBillId', 'bizType', 'bizItemType', 'types'],
  additionalProperties: false,
  properties: {
    appCode: keyProp,
    bizBillId: keyProp,
    bizType: keyProp,
    bizItemType: keyProp,
    /** The tabs, in order. */
    types: { type: 'array', minItems: 1, items: attachmentTypeSchema },
    /** The type of the default tab: shown first, without the type-name column; attachments of unknown types show there too. */
    defaultType: { type: 'string', minLength: 1 },
    /** Allowed extensions or groups (`images`, `office`, `documents`); default what the server takes. */
    accept: { type: 'array', items: { type: 'string', minLength: 1 } },
    /** Largest file in bytes; default 2048 KB, the server's limit (spec 9). */
    maxSize: { type: 'integer', minimum: 1 },
    // No uniqueItems: a repeated name is harmless, and the keyword needs ajv's deep-equal at run time,
    // which the precompiled browser validator does not carry (build/documentValidatorCode.ts).
    /** Row operations; default all three. */
    operations: { type: 'array', items: { enum: [...ATTACHMENT_OPERATIONS] } },
    /** Only show and download: no upload, delete or save. */
    readOnly: { type: 'boolean' },
  },
} as const satisfies JsonSchema;

export type AttachmentType = PropsOf<typeof attachmentTypeSchema>;
export type AttachmentOperation = (typeof ATTACHMENT_OPERATIONS)[number];

/**
 * The attachment panel of one business record (spec 2.5, 4.7, 7 "Files"):
 * the four business keys (plain or `${...}` templates) say whose files these
 * are. A tab per type; uploads join the active tab; delete is local until
 * the save button sends the whole list.
 * @example { "type": "attachments", "appCode": "usercenter", "bizBillId": "${tenantId}", "bizType": "enterprise",
 *   "bizItemType": "qualification", "types": [{ "type": "license", "label": { "zh-cn": "营业执照", "en": "Business licence" } }] }
 */
export type AttachmentsNode = SchemaNode & { type: 'attachments' } & PropsOf<typeof attachmentsPropsSchema>;
