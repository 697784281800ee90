import { defineRenderer } from '../../src/core/registry';
import { attachmentsPropsSchema, type AttachmentsNode } from './props.schema';

/** `attachments`: the attachment panel of a business record (spec workflow-enterprise-embedding 2.5, 4.7). */
export const attachmentsRenderer = defineRenderer<AttachmentsNode>({
  type: 'attachments',
  description: 'The attachments of a business record (appCode, bizBillId, bizType, bizItemType): a tab per type, upload, preview, download, local delete and a batch save.',
  propsSchema: attachmentsPropsSchema,
  load: () => import('./AttachmentsRenderer'),
});
