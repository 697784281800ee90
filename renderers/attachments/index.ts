import { defineRendererUi } from '@core/registry';
import type { AttachmentsNode } from './props.schema';

/** `attachments`: the attachment panel of a business record (spec workflow-enterprise-embedding 2.5, 4.7). */
export const attachmentsUi = defineRendererUi<AttachmentsNode>({
  load: () => import('./AttachmentsRenderer'),
});
