import { defineRendererDefinition } from '@core/registry';
import { buttonAccessibleName, buttonPropsSchema, type ButtonNode } from './props.schema';

/** `button`, without its UI: see renderers/definitions.ts. */
export const buttonDefinition = defineRendererDefinition<ButtonNode>({
  type: 'button',
  description: 'A button that runs an action or a chain of actions.',
  category: 'action',
  titleKey: 'renderers.palette.types.button.title',
  descriptionKey: 'renderers.palette.types.button.description',
  propsSchema: buttonPropsSchema,
  example: {
    type: 'button',
    label: { 'zh-cn': '按钮', en: 'Button' },
    action: { action: 'toast', message: { 'zh-cn': '已点击', en: 'Clicked' } },
  },
  accessibleName: buttonAccessibleName,
});
