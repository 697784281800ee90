import { defineRendererDefinition } from '@core/registry';
import { alertPropsSchema, type AlertNode } from './props.schema';

/** `alert`, without its UI: see renderers/definitions.ts. */
export const alertDefinition = defineRendererDefinition<AlertNode>({
  type: 'alert',
  description: 'A message box: info, success, warning or error, with an optional description.',
  category: 'feedback',
  titleKey: 'renderers.palette.types.alert.title',
  descriptionKey: 'renderers.palette.types.alert.description',
  propsSchema: alertPropsSchema,
  example: { type: 'alert', level: 'info', message: { 'zh-cn': '提示信息', en: 'A message' } },
});
