import { defineRendererDefinition } from '@core/registry';
import { formPropsSchema } from './props.schema';
import type { FormNode } from './types';

/** `form`, without its UI: see renderers/definitions.ts. */
export const formDefinition = defineRendererDefinition<FormNode>({
  type: 'form',
  description: 'A form from a JSON Schema and uiSchema (rjsf semantics, antd fields, ajv validation), with load and submit calls.',
  category: 'dataEntry',
  titleKey: 'renderers.palette.types.form.title',
  descriptionKey: 'renderers.palette.types.form.description',
  propsSchema: formPropsSchema,
  example: { type: 'form', schema: { type: 'object', properties: { name: { type: 'string', title: { 'zh-cn': '名称', en: 'Name' } } } } },
});
