/**
 * Types of the `form` renderer: the node as written in a screen document,
 * the field descriptors built from its JSON Schema and uiSchema, and the
 * props every widget receives.
 */
import type { Action } from '@core/actions/types';
import type { DataSource, LocalizedText, SchemaNode } from '@core/schema/types';

/** A JSON Schema as forms use it (draft 7 / 2020-12 subset; titles may be LocalizedText). */
export type FormSchema = Readonly<Record<string, unknown>>;
/**
 * Resolves a sub-schema for the data it holds: rjsf `retrieveSchema` ($ref,
 * allOf, if/then/else, dependencies) from the engine, or the schema itself
 * for simple schemas (see formEngine.ts).
 */
export type SchemaResolver = (schema: FormSchema, formData: unknown) => FormSchema;
/** An rjsf-compatible uiSchema (`ui:widget`, `ui:options`, ... and nested property entries). */
export type UiSchema = Readonly<Record<string, unknown>>;

/** One button of the form's button bar. */
export interface FormButton {
  label: LocalizedText;
  /** `submit` validates and submits; `reset` restores the initial values; `button` only runs `onClick`. */
  kind?: 'submit' | 'reset' | 'button';
  /** Actions run on click (after a successful submit for `submit`), with `values` in scope. */
  onClick?: Action | readonly Action[];
  level?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  danger?: boolean;
  /** Expression over the scope and, as `values`, the form's current values. */
  visibleOn?: string;
  /** Expression over the scope and, as `values`, the form's current values (`"!values.agreement"`). */
  disabledOn?: string;
  /** Shown on hover while the button is disabled (why it cannot be used yet). */
  disabledTip?: LocalizedText;
  /** Full width. */
  block?: boolean;
}

/** The `form` node (see props.schema.ts for the JSON Schema). */
export interface FormNode extends SchemaNode {
  type: 'form';
  schema: FormSchema;
  uiSchema?: UiSchema;
  /** Starting values; `${...}` templates are resolved against the scope. */
  initialValues?: Readonly<Record<string, unknown>> | string;
  /** Loads the starting values. */
  initApi?: DataSource;
  /** Submits the values (GET: as params; otherwise the body is the values, with each key `api.data` names taking its templated value). */
  api?: DataSource;
  /** Run after a successful submit, with `values` and `result` in scope. */
  onSuccess?: Action | readonly Action[];
  /** The button bar; default: a submit button outside dialogs, none inside one. */
  actions?: readonly FormButton[];
  layout?: 'horizontal' | 'vertical' | 'inline';
  /** Label width in horizontal layout (px number or CSS width). */
  labelWidth?: number | string;
  /** Fields per row. */
  columns?: 1 | 2 | 3;
  /** Show values as text, no inputs. */
  readOnly?: boolean;
  /** Restore the initial values after a successful submit. */
  resetOnSuccess?: boolean;
  /** Brand words no password field may contain (configuration; may be a `${...}` template). */
  brandWords?: readonly string[] | string;
}

/** A path into the values: property names and array indexes. */
export type FieldPath = readonly (string | number)[];

/**
 * The rows of an array field. Templates are descriptors whose paths are
 * relative to one row (`[]` for the row itself, `['phone']` for a property);
 * a row's concrete descriptors are made from them (arrayItems.ts).
 */
export interface ArrayShape {
  /** Row templates of a tuple (`items: [...]`), one per position. */
  tuple: readonly FieldDescriptor[];
  /** The template of further rows (`items` as a schema, or `additionalItems`); undefined when no more rows may be added. */
  rest: FieldDescriptor | undefined;
  /** Schema of the rows, to build a new row's defaults, by position. */
  itemSchemas: readonly FormSchema[];
  restSchema: FormSchema | undefined;
  minItems: number;
  maxItems: number;
  orderable: boolean;
  addable: boolean;
  removable: boolean;
  copyable: boolean;
}

/** One option of an object-level `oneOf` / `anyOf` (rjsf MultiSchemaField). */
export interface MultiChoice {
  /** The option's `title`; undefined shows "Option n". */
  label: LocalizedText | undefined;
  /** The option's schema, `$ref` resolved. */
  schema: FormSchema;
  /** The option's own properties, at the object's path. */
  fields: readonly FieldDescriptor[];
}

/** The options of an object-level `oneOf` / `anyOf`. */
export interface MultiShape {
  keyword: 'oneOf' | 'anyOf';
  choices: readonly MultiChoice[];
  /** The index of the option that best fits `data` (rjsf getClosestMatchingOption), `selected` winning ties. */
  match(data: unknown, selected: number): number;
}

/** The free keys of an object: its value rows and the rules of their names. */
export interface FreeShape {
  /** The declared properties (never free). */
  declared: readonly string[];
  /** `additionalProperties` allows new keys (and `ui:options.expandable` is not false). */
  addable: boolean;
  /** `maxProperties`, or Infinity. */
  maxProperties: number;
  /** The value field of a free key, at `[...path, key]` (memoised per key). */
  fieldFor(key: string): FieldDescriptor;
  /** The value a new key starts with (rjsf: the schema's default, else `newText` ("New Value" translated), 0, false, {}, []). */
  newValue(key: string, newText: string): unknown;
  /** Why a key name is refused (`propertyNames`, or no `patternProperties` match when no other keys are allowed); undefined when allowed. */
  keyProblem(key: string): 'name' | 'pattern' | undefined;
}

/** What a field is, derived from its schema and uiSchema. */
export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null' | 'unsupported';

/** One choice of an enum / oneOf-const field. */
export interface FieldOption {
  /** Any JSON value (rjsf allows enums of objects and arrays). */
  value: unknown;
  label: LocalizedText;
  /** `ui:enumDisabled`: shown, not pickable. */
  disabled?: boolean;
}

/** A rendered field, computed once per schema (stable identity keeps fields memoised). */
export interface FieldDescriptor {
  /** Property name. */
  name: string;
  /** Path from the form root (`['address', 'city']`, `['contacts', 3, 'phone']`). */
  path: FieldPath;
  /** The antd Form.Item name: the path, or inside an array row the path from the row's list (`[3, 'phone']`). */
  formName: FieldPath;
  /** `path.join('.')`, for maps and test ids. */
  key: string;
  kind: FieldKind;
  /** The property's schema (refs resolved). */
  schema: FormSchema;
  /** The property's merged ui options (rjsf `getUiOptions`). */
  ui: Readonly<Record<string, unknown>>;
  title: LocalizedText | undefined;
  description: LocalizedText | undefined;
  required: boolean;
  /** Widget name (a key of the widget registry). */
  widget: string;
  options: readonly FieldOption[] | undefined;
  /** Child fields of an object (fieldset). */
  children: readonly FieldDescriptor[] | undefined;
  /** An array of rows (objects, tuples, nested arrays): how its rows are built (see arrayItems.ts). */
  array?: ArrayShape | undefined;
  /** Object-level `oneOf` / `anyOf`: the option selector and each option's fields (see objectShapes.ts, fields/MultiSchemaField.tsx). */
  multi?: MultiShape | undefined;
  /** Free keys (`additionalProperties`, `patternProperties`): key + value rows (see objectShapes.ts, fields/AdditionalPropertiesField.tsx). */
  free?: FreeShape | undefined;
  /**
   * A recursive `$ref` met again inside itself: built one level deeper only
   * when its value exists (or the user adds it), so a tree never recurses
   * without end. Memoised: the same call returns the same descriptor.
   */
  expand?: (() => FieldDescriptor) | undefined;
  /**
   * A row template whose schema depends on the row's own values (`dependencies`, `if`/`then`):
   * the row's fields for those values (rjsf retrieves each item's schema with the item's data).
   * The same descriptor for the same resulting schema, so unchanged rows stay memoised.
   */
  forRow?: ((rowValue: unknown) => FieldDescriptor) | undefined;
  /**
   * rjsf's `enableOptionalDataFieldForType` (`ui:options` or `ui:globalOptions`): an optional object or
   * array shown as its title and an "Add" button until it holds data, then with a "Remove" button.
   */
  optionalData?: boolean | undefined;
  /** A list row with no title of its own: rjsf titles it "<list title>-<n>". */
  numbered?: { list: LocalizedText; n: number } | undefined;
  /** Value stored for an emptied input (`ui:emptyValue`, default undefined). */
  emptyValue: unknown;
  hidden: boolean;
  disabled: boolean;
  readOnly: boolean;
  /** Columns this field spans (`ui:options.colSpan`; objects span the whole row). */
  colSpan: number | undefined;
}

/**
 * Props every widget gets: the value and onChange antd's Form.Item injects,
 * plus the field and the form's state. A widget calls `onChange(value)` with
 * the plain value (not an event) and `onBlur()` when the user leaves it.
 */
export interface WidgetProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur: () => void;
  field: FieldDescriptor;
  disabled: boolean;
  readOnly: boolean;
  placeholder: string | undefined;
  /** The input's accessible name when `ui:label: false` hides its label. */
  ariaLabel?: string;
}
