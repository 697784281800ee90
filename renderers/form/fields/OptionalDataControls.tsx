/**
 * rjsf's OptionalDataControlsField (`enableOptionalDataFieldForType`): an
 * optional object or array that holds no data shows its title and an "Add"
 * button instead of its fields; once it holds data, a "Remove" button takes
 * the whole value away again. Read-only or disabled, an empty one says so.
 * Re-rendered only when the value appears or goes, never per keystroke.
 */
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { isFormDataAvailable } from '@rjsf/utils';
import { Button, Form } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useEnv } from '@core/react';
import { valueAt } from '../arrayRows';
import type { FieldDescriptor, FormSchema } from '../types';
import { newRowValue } from '../values';

type NamePath = (string | number)[];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value "Add" puts in (rjsf: the schema's defaults with every declared property present, else `{}` or `[]`):
 * an object with its keys is data even before anything is typed, so its fields stay shown.
 */
export function addedValue(schema: FormSchema, kind: FieldDescriptor['kind']): unknown {
  const defaults = newRowValue(schema);
  if (kind === 'array') return Array.isArray(defaults) ? defaults : [];
  const declared = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  return { ...Object.fromEntries(declared.map((key) => [key, undefined])), ...(isRecord(defaults) ? defaults : {}) };
}

/** What an optional field draws: its body while it holds data, and the control for its title. */
export type OptionalDataRender = (present: boolean, control: ReactNode) => ReactElement | null;

/** Wraps an optional object's or array's fieldset (`render`) with rjsf's add / remove control. */
export function OptionalDataControls({ field, locked, render }: { field: FieldDescriptor; locked: boolean; render: OptionalDataRender }): ReactElement {
  const { i18n } = useEnv();
  const present = (values: unknown): boolean => isFormDataAvailable(valueAt(values, field.path));
  return (
    <Form.Item noStyle shouldUpdate={(before, after) => present(before) !== present(after)}>
      {(form) => {
        const has = present(form.getFieldsValue(true));
        if (locked) return render(has, has ? null : <em className="eps-form-optional-empty">{i18n.t('form.optional.empty')}</em>);
        const label = i18n.t(has ? 'form.optional.remove' : 'form.optional.add');
        const control = (
          <Button
            size="small"
            className={has ? 'eps-form-optional-remove' : 'eps-form-optional-add'}
            icon={has ? <MinusOutlined /> : <PlusOutlined />}
            aria-label={label}
            title={label}
            style={{ marginLeft: 8 }}
            onClick={() => form.setFieldValue(field.path as NamePath, has ? undefined : addedValue(field.schema, field.kind))}
          />
        );
        return render(has, control);
      }}
    </Form.Item>
  );
}
