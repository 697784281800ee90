import { useMemo, type ReactElement } from 'react';
import { useFormContext } from '../formContext';
import type { FieldDescriptor, WidgetProps } from '../types';
import { defined } from './defined';
import { useFieldOptions } from './useFieldOptions';

const MASK = '******';

/** The text a read-only form shows for a value: choice titles, yes/no, masked passwords, '-' when empty. */
export function displayText(value: unknown, field: FieldDescriptor, text: (t: FieldDescriptor['title']) => string): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '-';
  if (field.widget === 'password') return MASK;
  const labelOf = (item: unknown): string => {
    const option = field.options?.find((o) => o.value === item || (typeof item === 'object' && item !== null && JSON.stringify(o.value) === JSON.stringify(item)));
    if (option) return text(option.label);
    if (typeof item === 'boolean') return text(item ? 'form.yes' : 'form.no');
    if (typeof item === 'object' && item !== null) {
      const { name, filename } = item as { name?: unknown; filename?: unknown };
      if (typeof name === 'string') return name;
      if (typeof filename === 'string') return filename;
      return JSON.stringify(item);
    }
    return String(item);
  };
  return Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value);
}

/** A value shown with the choices its `ui:options.source` loads (a dictionary), so a code reads as its label. */
function SourcedReadOnlyValue({ id, value, field }: WidgetProps): ReactElement {
  const { text } = useFormContext();
  const { options, loading } = useFieldOptions(field);
  const withChoices = useMemo<FieldDescriptor>(() => ({ ...field, options: options.map(({ value: v, label }) => ({ value: v, label })) }), [field, options]);
  // While the choices load, the raw code would flash before its label: show nothing yet.
  const waiting = loading && options.length === 0;
  return (
    <span {...defined({ id })} className="eps-form-readonly ant-form-text" data-field={field.key} aria-busy={waiting}>
      {waiting ? null : displayText(value, withChoices, text)}
    </span>
  );
}

/** What read-only forms render instead of an input. */
export function ReadOnlyValue(props: WidgetProps): ReactElement {
  const { id, value, field } = props;
  const { text } = useFormContext();
  if (typeof field.ui.source === 'object' && field.ui.source !== null) return <SourcedReadOnlyValue {...props} />;
  return (
    <span {...defined({ id })} className="eps-form-readonly ant-form-text" data-field={field.key}>
      {displayText(value, field, text)}
    </span>
  );
}
