import type { ReactElement, ReactNode } from 'react';
import { useFormContext } from '../formContext';
import type { FieldDescriptor } from '../types';
import { FieldGrid } from './FieldGrid';
import { AdditionalPropertiesField } from './AdditionalPropertiesField';
import { MultiSchemaField } from './MultiSchemaField';
import { OptionalDataControls } from './OptionalDataControls';
import { showsLabel, wrapperLookOf } from './fieldLook';

/** The fieldset of an object: its title as legend (with the optional-data control beside it), then its body. */
function Fieldset({ field, control, children }: { field: FieldDescriptor; control?: ReactNode; children?: ReactNode }): ReactElement {
  const { text } = useFormContext();
  const look = wrapperLookOf(field);
  return (
    <fieldset
      className={look.className ? `eps-form-fieldset ${look.className}` : 'eps-form-fieldset'}
      data-field={field.key}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0, ...look.style }}
      {...(showsLabel(field) ? {} : { 'aria-label': text(field.title) })}
    >
      {showsLabel(field) || control ? (
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 12 }}>
          {showsLabel(field) ? text(field.title) : null}
          {control}
        </legend>
      ) : null}
      {field.description !== undefined ? <p className="eps-form-fieldset-description">{text(field.description)}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * What an object holds: its declared fields, its free keys (rjsf
 * AdditionalPropertiesField) and its object-level `oneOf` / `anyOf` (rjsf
 * MultiSchemaField); any may be absent. Also the body of an object list row
 * and of the root's options and free keys.
 */
export function ObjectFieldBody({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { readOnly, disabled } = useFormContext();
  if (field.hidden) return null;
  const locked = readOnly || disabled || field.disabled || field.readOnly;
  return (
    <>
      {field.children ? <FieldGrid fields={field.children} /> : null}
      {field.free ? <AdditionalPropertiesField field={field} locked={locked} /> : null}
      {field.multi ? <MultiSchemaField field={field} locked={locked} /> : null}
    </>
  );
}

/** A nested object (rjsf ObjectField): a fieldset with its title, then its body. */
export function ObjectField({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { readOnly, disabled } = useFormContext();
  if (field.hidden) return null;
  const body = <ObjectFieldBody field={field} />;
  if (!field.optionalData) return <Fieldset field={field}>{body}</Fieldset>;
  const locked = readOnly || disabled || field.disabled || field.readOnly;
  return (
    <OptionalDataControls
      field={field}
      locked={locked}
      render={(present, control) => (
        <Fieldset field={field} control={control}>
          {present ? body : null}
        </Fieldset>
      )}
    />
  );
}
