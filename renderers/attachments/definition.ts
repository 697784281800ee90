import { defineRendererDefinition } from '@core/registry';
import { attachmentsPropsSchema, type AttachmentsNode } from './props.schema';

/** `attachments`, without its UI: see renderers/definitions.ts. */
export const attachmentsDefinition = defineRendererDefinition<AttachmentsNode>({
  type: 'attachments',
  description: 'The attachments of a business record (appCode, bizBillId, bizType, bizItemType): a tab per type, upload, preview, download, local delete and a batch save.',
  category: 'dataEntry',
  titleKey: 'renderers.palette.types.attachments.title',
  descriptionKey: 'renderers.palette.types.attachments.description',
  propsSchema: attachmentsPropsSchema,
  example: {
    type: 'attachments',
    appCode: '${appCode}',
    bizBillId: '${billId}',
    bizType: '${bizType}',
    bizItemType: '${bizItemType}',
    types: [{ type: 'contract', label: { 'zh-cn': '合同', en: 'Contract' } }],
  },
});
