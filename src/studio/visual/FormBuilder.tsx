/**
 * The form builder: the form's fields as a list (add, remove, reorder),
 * each with its kind, its label in both languages, required with its
 * message in both languages, its choices, and the options of
 * FormBuilderOptions.tsx (help, widget, checks, default, read-only, shown
 * when). It
 * writes the form's JSON Schema and uiSchema as a person would:
 * `schema.properties.<name>`, `schema.required`,
 * `uiSchema.<name>["ui:messages"].required`, `enum`.
 *
 * One field's card is FormBuilderField.tsx; the list's edits are
 * useFormFieldEdits.ts.
 */
import { Button, Input, Space } from 'antd';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { resolveText } from '../../core/text';
import { FieldEditor, FieldTitle } from './FormBuilderField';
import { FIELD_NAME, otherFieldsOf, type FormValue } from './formFields';
import { ItemList } from './ItemList';
import { valueAt, type TextEdit } from './textPatch';
import { useFormFieldEdits } from './useFormFieldEdits';
import type { VisualEdits } from './useVisualEdits';

export function FormBuilder({ edits, pointer }: { edits: VisualEdits; pointer: string }): ReactElement {
  const env = useEnv();
  const form = (valueAt(edits.document, pointer) ?? {}) as FormValue;
  const properties = form.schema?.properties ?? {};
  const required = Array.isArray(form.schema?.required) ? form.schema.required : [];
  const names = Object.keys(properties);
  const disabled = !edits.editable;
  const at = (path: string): string => `${pointer}${path}`;
  const fields = otherFieldsOf(form, (value) => resolveText(value, env.i18n));
  const apply = (edit: TextEdit, label: string, mergeKey?: string): boolean => edits.apply(edit, label, mergeKey);
  const fieldEdits = useFormFieldEdits({ at, apply, names, required });

  const items = names.map((name) => {
    const field = properties[name] ?? {};
    const isRequired = required.includes(name);
    return {
      key: name,
      title: <FieldTitle name={name} label={resolveText(field.title, env.i18n)} isRequired={isRequired} />,
      body: (
        <FieldEditor
          name={name}
          field={field}
          ui={form.uiSchema?.[name]}
          isRequired={isRequired}
          at={at}
          apply={apply}
          onKind={(kind) => fieldEdits.setKind(name, kind)}
          onRequired={(on) => fieldEdits.setRequired(name, on)}
          disabled={disabled}
          others={fields.filter((other) => other.name !== name)}
        />
      ),
    };
  });

  return (
    <div data-testid="form-builder">
      <ItemList testId="form-fields" items={items} disabled={disabled} onMove={fieldEdits.moveField} onRemove={(index) => fieldEdits.removeField(names[index] as string)} />
      <NewFieldInput names={names} onAdd={fieldEdits.addField} disabled={disabled} />
    </div>
  );
}

/** The name of a new field and its add button; the name must be a field name not yet taken, and is cleared once the field is added. */
function NewFieldInput({ names, onAdd, disabled }: { names: readonly string[]; onAdd: (name: string) => boolean; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const invalid = !FIELD_NAME.test(newName) || names.includes(newName);
  const add = (): void => {
    if (onAdd(newName)) setNewName('');
  };
  return (
    <Space.Compact style={{ width: '100%', marginTop: 6 }}>
      <Input
        size="small"
        value={newName}
        onChange={(event) => setNewName(event.target.value.trim())}
        onPressEnter={add}
        placeholder={t('studio.visual.newFieldName')}
        aria-label={t('studio.visual.newFieldName')}
        status={newName !== '' && invalid ? 'error' : ''}
        data-testid="form-new-field"
        disabled={disabled}
      />
      <Button size="small" onClick={add} disabled={disabled || invalid} data-testid="form-new-field-add">
        {t('studio.visual.addField')}
      </Button>
    </Space.Compact>
  );
}
