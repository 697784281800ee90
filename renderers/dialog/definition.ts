import { defineRendererDefinition } from '@core/registry';
import { dialogPropsSchema, type DialogNode } from './props.schema';

/** `dialog`, without its UI: see renderers/definitions.ts. */
export const dialogDefinition = defineRendererDefinition<DialogNode>({
  type: 'dialog',
  description: 'A dialog opened by a dialog action: title, body and footer buttons.',
  category: 'feedback',
  titleKey: 'renderers.palette.types.dialog.title',
  descriptionKey: 'renderers.palette.types.dialog.description',
  propsSchema: dialogPropsSchema,
  example: { type: 'dialog', title: { 'zh-cn': '对话框', en: 'Dialog' }, body: [] },
});
