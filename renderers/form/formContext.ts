/**
 * What the fields of one form share: stable for the life of the form (it
 * changes only with the language, the scope or the read-only/disabled
 * state), so a keystroke never re-renders fields through context.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import type { FieldDescriptor, WidgetProps } from './types';

/** A form widget: any component taking {@link WidgetProps}. */
export type FormWidget = ComponentType<WidgetProps>;

/**
 * The field components, handed down as rjsf hands them down (`registry.fields`): a field that draws
 * fields (a list row, a free key's value, a recursive part) takes SchemaField from here, so no field
 * module imports another in a circle.
 */
export interface FormFields {
  SchemaField: ComponentType<{ field: FieldDescriptor }>;
}

export interface FormContextValue {
  scope: Scope;
  /** Resolves schema texts in the active language. */
  text: (text: LocalizedText | undefined) => string;
  widgets: Readonly<Record<string, FormWidget>>;
  fields: FormFields;
  readOnly: boolean;
  disabled: boolean;
  /** Columns of the field grid (1-3). */
  columns: number;
  /** The user left a field: trim it and validate it. */
  onBlur(field: FieldDescriptor): void;
  /** A widget set an error of its own on a field (an upload's): it is re-checked as values change. */
  armRecheck(): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The enclosing form's shared state; fields and widgets only live inside a form. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form fields must be rendered inside the form renderer');
  return value;
}
