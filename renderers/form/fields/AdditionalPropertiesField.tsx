/**
 * rjsf's AdditionalPropertiesField: the free keys of an object
 * (`additionalProperties`, `patternProperties`) as key + value rows with
 * add / rename / remove. The rows listen to the set of keys only, so a
 * keystroke in a value re-renders only that value's field.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { memo, useState, type ReactElement } from 'react';
import { useEnv } from '@core/react';
import { freeKeysOf, valueAt } from '../arrayRows';
import { useFormContext } from '../formContext';
import { availableKey } from '../objectShapes';
import type { FieldDescriptor, FreeShape } from '../types';
import { objectAt, setObject } from './objectValue';

/** The object with key `from` named `to`, in the same place. */
function renamed(value: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key === from ? to : key, v]));
}

interface RowProps {
  field: FieldDescriptor;
  name: string;
  locked: boolean;
}

/** One free key: its name (renamed on blur), its value field and a remove button. */
const FreeRow = memo(function FreeRow({ field, name, locked }: RowProps): ReactElement {
  const free = field.free as FreeShape;
  const form = Form.useFormInstance();
  const { i18n } = useEnv();
  const { SchemaField } = useFormContext().fields;
  const [draft, setDraft] = useState(name);
  const problem = free.keyProblem(draft);
  const commit = (): void => {
    const next = draft.trim();
    if (next === name) return;
    if (next === '') {
      setDraft(name);
      return;
    }
    const current = objectAt(form, field.path);
    const taken = new Set([...Object.keys(current).filter((k) => current[k] !== undefined), ...free.declared]);
    taken.delete(name);
    // rjsf: a name already taken gets a suffix (`name-1`) rather than overwriting the other key.
    setObject(form, field.path, renamed(current, name, availableKey(next, taken)));
  };
  const valueField = free.fieldFor(name);
  return (
    <div className="eps-form-free-row" role="group" aria-label={i18n.t('form.free.row', { key: name })} data-field={valueField.key} style={{ borderTop: '1px dashed rgba(5,5,5,0.12)', paddingTop: 8, marginBottom: 8 }}>
      <Form.Item label={i18n.t('form.free.keyOf', { key: name })} {...(problem ? { validateStatus: 'error' as const, help: i18n.t(`form.free.${problem}`, { key: draft }) } : {})}>
        <Input
          value={draft}
          aria-label={i18n.t('form.free.keyOf', { key: name })}
          disabled={locked}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onPressEnter={commit}
        />
      </Form.Item>
      <SchemaField field={valueField} />
      {locked ? null : (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={i18n.t('form.free.remove', { key: name })}
          onClick={() => {
            const { [name]: _removed, ...rest } = objectAt(form, field.path);
            setObject(form, field.path, rest);
          }}
          style={{ marginBottom: 8 }}
        />
      )}
    </div>
  );
});

/** The free keys of an object (rjsf AdditionalPropertiesField), re-rendered only when the set of keys changes. */
export function AdditionalPropertiesField({ field, locked }: { field: FieldDescriptor; locked: boolean }): ReactElement {
  const free = field.free as FreeShape;
  const { i18n } = useEnv();
  const keysIn = (values: unknown): string[] => freeKeysOf(field.path.length ? valueAt(values, field.path) : values, free);
  const signature = (values: unknown): string => keysIn(values).join('\u0000');
  return (
    <Form.Item noStyle shouldUpdate={(before, after) => signature(before) !== signature(after)}>
      {(form) => {
        const keys = keysIn(form.getFieldsValue(true));
        return (
          <div className="eps-form-free" data-field={`${field.key}#free`}>
            {keys.map((key) => (
              <FreeRow key={key} field={field} name={key} locked={locked} />
            ))}
            {!locked && free.addable ? (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={keys.length + free.declared.length >= free.maxProperties}
                aria-label={i18n.t('form.free.add')}
                style={{ marginBottom: 16 }}
                onClick={() => {
                  const current = objectAt(form, field.path);
                  const taken = new Set([...Object.keys(current).filter((k) => current[k] !== undefined), ...free.declared]);
                  const key = availableKey('newKey', taken);
                  setObject(form, field.path, { ...current, [key]: free.newValue(key, i18n.t('form.free.newValue')) });
                }}
              >
                {i18n.t('form.free.add')}
              </Button>
            ) : null}
          </div>
        );
      }}
    </Form.Item>
  );
}

