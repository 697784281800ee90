/**
 * JSON Schema of the `form` node's props (STYLE 4: the meta-schema is
 * generated from it). `schema` and `uiSchema` are kept open: they are JSON
 * Schema / rjsf uiSchema documents in their own right.
 */
import type { JsonSchema } from '@core/registry';

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

/**
 * The `ui:` keys a uiSchema may use: rjsf's, and the options of our widgets
 * written as `ui:` keys (rjsf's getUiOptions reads both forms). Any other
 * `ui:` key is a typo and fails the check with its pointer.
 */
export const FORM_UI_KEYS: readonly string[] = [
  // rjsf
  'ui:widget', 'ui:options', 'ui:order', 'ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'ui:disabled',
  'ui:readonly', 'ui:hidden', 'ui:autofocus', 'ui:autocomplete', 'ui:emptyValue', 'ui:enumNames', 'ui:enumOrder',
  'ui:enumDisabled', 'ui:globalOptions', 'ui:submitButtonOptions', 'ui:classNames', 'ui:style', 'ui:label', 'ui:field',
  'ui:rows', 'ui:inputType', 'ui:orderable', 'ui:addable', 'ui:removable', 'ui:copyable', 'ui:accept', 'ui:filePreview',
  'ui:hideError', 'ui:inline', 'ui:duplicateKeySuffixSeparator', 'ui:enableMarkdownInDescription', 'ui:rootFieldId',
  'ui:fieldReplacesAnyOrOneOf', 'ui:yearsRange', 'ui:format', 'ui:hideNowButton', 'ui:hideClearButton',
  'ui:enableOptionalDataFieldForType', 'ui:stars', 'ui:shape',
  // ours (see renderers/form/widgets: choices, numbers, uploads, layout, messages)
  'ui:messages', 'ui:colSpan', 'ui:source', 'ui:labelField', 'ui:valueField', 'ui:precision', 'ui:button',
  'ui:maxCount', 'ui:maxSize', 'ui:listType', 'ui:api', 'ui:fileField', 'ui:idPath', 'ui:namePath', 'ui:nameField',
  'ui:buttonLabel', 'ui:hint', 'ui:defaultRange', 'ui:presets', 'ui:visibleOn',
];

/** A uiSchema: `ui:` keys from the known list; other keys are the uiSchemas of properties (`items` may be a list for tuples). */
const escape = (key: string): string => key.slice(3).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const formUiSchema: JsonSchema = {
  type: 'object',
  description: 'rjsf-compatible uiSchema: ui:widget, ui:options, ui:placeholder, ui:help, ui:order, ui:title, ... (README "Form support").',
  properties: {
    items: { anyOf: [{ $ref: '#/$defs/formUiSchema' }, { type: 'array', items: { $ref: '#/$defs/formUiSchema' } }] },
    additionalItems: { $ref: '#/$defs/formUiSchema' },
    // Declared as an expression, so the save check parses it (checkExpressions) and the editor completes it.
    'ui:visibleOn': {
      $ref: '#/$defs/expression',
      description: 'Shows the field only while this is true. Reads the scope, the form values as `values` (e.g. "values.kind == \'other\'") and, in a list row, the row as `row`. A hidden field is not validated and its value is not sent.',
    },
  },
  patternProperties: {
    // An unknown `ui:` key (a typo such as ui:widgte) matches this and is refused where it stands.
    [`^ui:(?!(?:${FORM_UI_KEYS.map(escape).join('|')})$)`]: false,
    // Any other known `ui:` key; those declared under `properties` are left to their own schema.
    '^ui:(?!visibleOn$)': {},
  },
  additionalProperties: { $ref: '#/$defs/formUiSchema' },
};

export const formPropsSchema: JsonSchema = {
  type: 'object',
  required: ['schema'],
  $defs: { formUiSchema },
  properties: {
    schema: {
      type: 'object',
      description: 'JSON Schema of the values: an object, or one value of any type (a non-object root). Titles and descriptions may be translation keys or {zh-cn, en} pairs.',
    },
    uiSchema: { $ref: '#/$defs/formUiSchema' },
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
