/**
 * Non-object root schemas (rjsf renders `{ type: 'string' }` as one field):
 * the form wraps such a schema as the single property `value` of an object
 * and unwraps the value it submits, so the rest of the renderer only ever
 * sees object forms.
 */
import type { FormNode, FormSchema, UiSchema } from './types';

/** The property a non-object root is held in. */
export const ROOT_VALUE = 'value';

// Keys of the root uiSchema that belong to the form, not to the one field.
const FORM_LEVEL_UI = ['ui:submitButtonOptions', 'ui:globalOptions'];

/** True when the schema declares a type and it is not an object (a `$ref` or untyped root is left alone). */
export function isValueRoot(schema: FormSchema): boolean {
  const type = schema.type;
  if (typeof type === 'string') return type !== 'object';
  return Array.isArray(type) && type.length > 0 && !type.includes('object');
}

/** The node with its schema, uiSchema and starting values wrapped (identity when the root is an object). */
export function wrapValueRoot(node: FormNode): FormNode {
  if (!isValueRoot(node.schema)) return node;
  const ui: Record<string, unknown> = {};
  const fieldUi: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node.uiSchema ?? {})) (FORM_LEVEL_UI.includes(key) ? ui : fieldUi)[key] = value;
  ui[ROOT_VALUE] = fieldUi;
  const { $defs, definitions, ...valueSchema } = node.schema;
  const schema: FormSchema = {
    type: 'object',
    ...($defs !== undefined ? { $defs } : {}),
    ...(definitions !== undefined ? { definitions } : {}),
    properties: { [ROOT_VALUE]: valueSchema },
  };
  return {
    ...node,
    schema,
    uiSchema: ui as UiSchema,
    ...(node.initialValues !== undefined && !(typeof node.initialValues === 'string' && node.initialValues.startsWith('${'))
      ? { initialValues: { [ROOT_VALUE]: node.initialValues } }
      : {}),
  };
}

/** The value a wrapped form submits: its one property; other forms' values as they are. */
export function unwrapValue(values: Readonly<Record<string, unknown>>, wrapped: boolean): unknown {
  return wrapped ? values[ROOT_VALUE] : values;
}
