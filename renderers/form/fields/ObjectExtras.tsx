/**
 * What an object shows besides its declared properties (rjsf semantics):
 * its free keys as key + value rows with add / rename / remove, and its
 * object-level `oneOf` / `anyOf` as an option selector over the picked
 * option's fields (MultiSchemaField). A keystroke in a value re-renders
 * only that value's field: the rows listen to the set of keys, the
 * selector to nothing but its own choice.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, type FormInstance } from 'antd';
import { createElement, memo, useId, useState, type ReactElement } from 'react';
import { moduleLoad, useEnv, useLoadedModule } from '../../../src/core/react';
import { freeKeysOf, valueAt } from '../arrayRows';
import { useFormContext } from '../formContext';
import { availableKey, switchedValue } from '../objectExtras';
import type { FieldDescriptor, FieldPath, FreeShape } from '../types';
import { newRowValue, simpleDefaults } from '../values';
import { FieldGrid } from './FieldGrid';
import { FieldItem } from './FieldItem';

type NamePath = (string | number)[];

/** antd's Select for the option chooser, loaded when a oneOf/anyOf object first shows (as the select widget is). */
const antdSelect = moduleLoad(() => import('antd/es/select').then((module) => module.default));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object at `path` (the whole form at the root). */
function objectAt(form: FormInstance, path: FieldPath): Record<string, unknown> {
  const value: unknown = path.length ? form.getFieldValue(path as NamePath) : form.getFieldsValue(true);
  return isRecord(value) ? value : {};
}

/**
 * Replaces the object at `path` by `next`. At the root antd merges values,
 * so keys that went are set to undefined (dropped when the form submits).
 */
function setObject(form: FormInstance, path: FieldPath, next: Record<string, unknown>): void {
  if (path.length) {
    form.setFieldValue(path as NamePath, next);
    return;
  }
  const gone = Object.keys(objectAt(form, path)).filter((key) => !(key in next));
  form.setFieldsValue({ ...Object.fromEntries(gone.map((key) => [key, undefined])), ...next });
}

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
      <Form.Item label={i18n.t('form.free.key')} {...(problem ? { validateStatus: 'error' as const, help: i18n.t(`form.free.${problem}`, { key: draft }) } : {})}>
        <Input
          value={draft}
          aria-label={i18n.t('form.free.keyOf', { key: name })}
          disabled={locked}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onPressEnter={commit}
        />
      </Form.Item>
      <FieldItem field={valueField} />
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

/** The free keys of an object, re-rendered only when the set of keys changes. */
function FreeKeys({ field, locked }: { field: FieldDescriptor; locked: boolean }): ReactElement {
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

/**
 * The option selector of an object-level oneOf/anyOf and the picked
 * option's fields. The option shown first is the one the values fit best;
 * switching keeps the values the new option accepts and drops the others.
 */
function MultiSchema({ field, locked }: { field: FieldDescriptor; locked: boolean }): ReactElement | null {
  const multi = field.multi;
  const form = Form.useFormInstance();
  const { text } = useFormContext();
  const { i18n } = useEnv();
  const Select = useLoadedModule(antdSelect, 'The option chooser', () => i18n.t('core.rendererLoadFailed', { type: 'select' }));
  const [selected, setSelected] = useState(() => multi?.match(objectAt(form, field.path), 0) ?? 0);
  const id = useId();
  if (!multi) return null;
  const choice = multi.choices[selected];
  const title = text(field.title);
  const onChange = (next: number): void => {
    const to = multi.choices[next];
    if (!to || next === selected) return;
    const kept = switchedValue(objectAt(form, field.path), choice?.schema, to.schema);
    setObject(form, field.path, simpleDefaults(to.schema, kept));
    setSelected(next);
  };
  return (
    <div className="eps-form-multi" data-field={`${field.key}#${multi.keyword}`}>
      <Form.Item label={title ? i18n.t('form.multi.choiceOf', { title }) : i18n.t('form.multi.label')} htmlFor={id}>
        {/* One module-level component, the same on every render (createElement says so to the hooks linter). */}
        {Select ? (
          createElement(Select<number>, {
            id,
            value: selected,
            disabled: locked,
            onChange,
            options: multi.choices.map((c, index) => ({ value: index, label: c.label !== undefined ? text(c.label) : i18n.t('form.multi.option', { n: index + 1 }) })),
          })
        ) : (
          <span className="eps-form-widget-loading" aria-busy="true" />
        )}
      </Form.Item>
      {choice ? <FieldGrid fields={choice.fields} /> : null}
    </div>
  );
}

/** The free keys and the option selector of an object (either may be absent). */
export function ObjectExtras({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { readOnly, disabled } = useFormContext();
  if (field.hidden || (!field.free && !field.multi)) return null;
  const locked = readOnly || disabled || field.disabled || field.readOnly;
  return (
    <>
      {field.free ? <FreeKeys field={field} locked={locked} /> : null}
      {field.multi ? <MultiSchema field={field} locked={locked} /> : null}
    </>
  );
}

/**
 * A recursive `$ref` met inside itself: its fields one level deeper once
 * its value exists, else a button adding it. Re-rendered only when the
 * value appears or goes.
 */
export function LazyField({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { text, readOnly, disabled } = useFormContext();
  const { i18n } = useEnv();
  if (field.hidden || !field.expand) return null;
  const expand = field.expand;
  const present = (values: unknown): boolean => {
    const value = valueAt(values, field.path);
    return value !== undefined && value !== null;
  };
  const locked = readOnly || disabled || field.disabled || field.readOnly;
  const title = text(field.title);
  return (
    <Form.Item noStyle shouldUpdate={(before, after) => present(before) !== present(after)}>
      {(form) =>
        present(form.getFieldsValue(true)) ? (
          <FieldItem field={expand()} />
        ) : locked ? null : (
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            data-field={field.key}
            aria-label={i18n.t('form.lazy.add', { title })}
            style={{ marginBottom: 16 }}
            onClick={() => form.setFieldValue(field.path as NamePath, newRowValue(field.schema) ?? (field.kind === 'array' ? [] : field.kind === 'object' ? {} : ''))}
          >
            {i18n.t('form.lazy.add', { title })}
          </Button>
        )
      }
    </Form.Item>
  );
}
