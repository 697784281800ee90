/**
 * JSON Schema of the `form` node's props (STYLE 4: the meta-schema is
 * generated from it). `schema` and `uiSchema` are kept open: they are JSON
 * Schema / rjsf uiSchema documents in their own right.
 */
import type { JsonSchema } from '../../src/core/registry';

const button: JsonSchema = {
  type: 'object',
  required: ['label'],
  additionalProperties: false,
  properties: {
    label: { $ref: '#/$defs/text' },
    kind: { enum: ['submit', 'reset', 'button'], description: 'submit validates and submits first; reset restores the initial values.' },
    onClick: { $ref: '#/$defs/actions' },
    level: { enum: ['primary', 'default', 'dashed', 'link', 'text'] },
    danger: { type: 'boolean' },
    visibleOn: { $ref: '#/$defs/expression', description: 'Reads the scope, and the form values as `values`.' },
    disabledOn: { $ref: '#/$defs/expression', description: 'Reads the scope, and the form values as `values` (e.g. "!values.agreement").' },
    disabledTip: { $ref: '#/$defs/text', description: 'Tooltip while the button is disabled.' },
    block: { type: 'boolean', description: 'Full width.' },
  },
};

export const formPropsSchema: JsonSchema = {
  type: 'object',
  required: ['schema'],
  properties: {
    schema: {
      type: 'object',
      description: 'JSON Schema of the values (object). Titles and descriptions may be translation keys or {zh-cn, en} pairs.',
      properties: { type: { const: 'object' } },
    },
    uiSchema: {
      type: 'object',
      description: 'rjsf-compatible uiSchema: ui:widget, ui:options, ui:placeholder, ui:help, ui:order, ui:title, ...',
    },
    initialValues: {
      description: 'Starting values; ${...} templates are resolved against the scope.',
      anyOf: [{ type: 'object' }, { type: 'string', pattern: '^\\$\\{.*\\}$' }],
    },
    initApi: { $ref: '#/$defs/dataSource' },
    api: { $ref: '#/$defs/dataSource' },
    onSuccess: { $ref: '#/$defs/actions' },
    actions: { type: 'array', items: button },
    layout: { enum: ['horizontal', 'vertical', 'inline'] },
    labelWidth: { anyOf: [{ type: 'number', minimum: 0 }, { type: 'string' }] },
    columns: { enum: [1, 2, 3] },
    readOnly: { type: 'boolean' },
    resetOnSuccess: { type: 'boolean' },
    brandWords: {
      description: 'Words no password field may contain (configuration); a list or a ${...} template giving one.',
      anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    },
  },
};
