import { PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { ReactElement } from 'react';
import { useEnv } from '@core/react';
import { valueAt } from '../arrayRows';
import { useFormContext } from '../formContext';
import type { FieldDescriptor } from '../types';
import { newRowValue } from '../values';
import type { NamePath } from './objectValue';

/**
 * A recursive `$ref` met inside itself: its fields one level deeper once
 * its value exists, else a button adding it. Re-rendered only when the
 * value appears or goes.
 */
export function LazyField({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { text, readOnly, disabled, fields } = useFormContext();
  const { i18n } = useEnv();
  if (field.hidden || !field.expand) return null;
  const { SchemaField } = fields;
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
          <SchemaField field={expand()} />
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
