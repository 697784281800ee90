import type { ReactElement } from 'react';
import { useFormContext } from '../formContext';
import type { FieldDescriptor } from '../types';
import { FieldGrid } from './FieldGrid';
import { ObjectExtras } from './ObjectExtras';
import { showsLabel, wrapperLookOf } from './fieldLook';

/** A nested object: a fieldset with its title as legend, its own fields, its free keys and its options. */
export function ObjectFieldset({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { text } = useFormContext();
  if (field.hidden) return null;
  const look = wrapperLookOf(field);
  return (
    <fieldset
      className={look.className ? `eps-form-fieldset ${look.className}` : 'eps-form-fieldset'}
      data-field={field.key}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0, ...look.style }}
      {...(showsLabel(field) ? {} : { 'aria-label': text(field.title) })}
    >
      {showsLabel(field) ? <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 12 }}>{text(field.title)}</legend> : null}
      {field.description !== undefined ? <p className="eps-form-fieldset-description">{text(field.description)}</p> : null}
      <FieldGrid fields={field.children ?? []} />
      <ObjectExtras field={field} />
    </fieldset>
  );
}
