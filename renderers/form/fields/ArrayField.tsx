import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import type { FormListOperation } from 'antd/es/form/FormList';
import { memo, type ReactElement, type ReactNode } from 'react';
import { useEnv } from '@core/react';
import { rowField, rowTemplate, valueAt } from '../arrayRows';
import { useFormContext } from '../formContext';
import type { FieldDescriptor } from '../types';
import { cloneValue, newRowValue } from '../values';
import { ObjectFieldBody } from './ObjectField';
import { OptionalDataControls } from './OptionalDataControls';
import { showsLabel, titleOf, wrapperLookOf } from './fieldLook';

interface RowProps {
  field: FieldDescriptor;
  index: number;
  count: number;
  operations: FormListOperation;
  locked: boolean;
}

/**
 * One row: its buttons and its fields. Memoised on its place, so typing in
 * a row renders only the field typed in (antd's Form.List does not render
 * again for its rows' own changes).
 */
const ArrayRow = memo(function ArrayRow(props: RowProps): ReactElement | null {
  const { field, index } = props;
  if (!rowTemplate(field, index)?.forRow) return <RowBody {...props} placed={rowField(field, index)} />;
  // A row whose fields follow its own answers (`dependencies`, `if`/`then`): it listens to its own
  // value only, so a keystroke in another row (or elsewhere) rebuilds nothing here.
  const rowPath = [...field.path, index];
  return (
    <Form.Item noStyle shouldUpdate={(before, after) => valueAt(before, rowPath) !== valueAt(after, rowPath)}>
      {(form) => <RowBody {...props} placed={rowField(field, index, form.getFieldValue(rowPath))} />}
    </Form.Item>
  );
});

function RowBody({ field, index, count, operations, locked, placed }: RowProps & { placed: FieldDescriptor | undefined }): ReactElement | null {
  const { text, fields } = useFormContext();
  const { SchemaField } = fields;
  const { i18n } = useEnv();
  const form = Form.useFormInstance();
  // A row of a recursive `$ref` (a tree's children): its value exists, so its fields are built one level deeper.
  const row = placed?.expand ? placed.expand() : placed;
  const shape = field.array;
  if (!row || !shape) return null;
  const inTuple = index < shape.tuple.length;
  const n = index + 1;
  const title = text(field.title);
  // An object row is headed by its title, as rjsf's object field is ("Person", else "Tasks-1"); other rows label their input.
  const heading = row.children && showsLabel(row) ? titleOf(row, text, (key, options) => i18n.t(key, options)) : undefined;
  const buttons: ReactElement[] = [];
  if (!locked && shape.orderable && !inTuple && count > 1) {
    buttons.push(
      <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={i18n.t('form.array.moveUp', { n, title })} disabled={index <= shape.tuple.length} onClick={() => operations.move(index, index - 1)} />,
      <Button key="down" size="small" icon={<ArrowDownOutlined />} aria-label={i18n.t('form.array.moveDown', { n, title })} disabled={index >= count - 1} onClick={() => operations.move(index, index + 1)} />,
    );
  }
  if (!locked && shape.copyable && !inTuple) {
    buttons.push(
      <Button key="copy" size="small" icon={<CopyOutlined />} aria-label={i18n.t('form.array.copy', { n, title })} disabled={count >= shape.maxItems} onClick={() => operations.add(cloneValue(form.getFieldValue(row.path as (string | number)[])), index + 1)} />,
    );
  }
  if (!locked && shape.removable && !inTuple) {
    buttons.push(
      <Button key="remove" size="small" danger icon={<DeleteOutlined />} aria-label={i18n.t('form.array.remove', { n, title })} disabled={count <= shape.minItems} onClick={() => operations.remove(index)} />,
    );
  }
  return (
    <div className="eps-form-array-row" data-field={row.key} role="group" aria-label={i18n.t('form.array.row', { n, title })} style={{ borderTop: '1px dashed rgba(5,5,5,0.12)', paddingTop: 8, marginBottom: 8 }}>
      {buttons.length || heading !== undefined ? (
        <Space size={4} style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 4 }}>
          {/* A row of values has no heading of its own (rjsf shows none); the group's name says its number. */}
          {heading !== undefined ? (
            <span className="eps-form-array-row-title" style={{ marginRight: 'auto', fontWeight: 600 }}>
              {heading}
            </span>
          ) : (
            <span style={{ marginRight: 'auto' }} />
          )}
          {buttons}
        </Space>
      ) : null}
      {row.children ? <ObjectFieldBody field={row} /> : <SchemaField field={row} />}
    </div>
  );
}

/** The rows of an array, with the add button below them (antd Form.List). */
function ArrayRows({ field, locked }: { field: FieldDescriptor; locked: boolean }): ReactElement | null {
  const { text } = useFormContext();
  const { i18n } = useEnv();
  const shape = field.array;
  if (!shape) return null;
  const title = text(field.title);
  return (
    <Form.List name={field.formName as (string | number)[]}>
      {(rows, operations, meta) => (
        <>
          {rows.map((row) => (
            <ArrayRow key={row.key} field={field} index={row.name} count={rows.length} operations={operations} locked={locked} />
          ))}
          {!locked && shape.addable ? (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={rows.length >= shape.maxItems}
              aria-label={i18n.t('form.array.add', { title })}
              onClick={() => {
                const template = rowTemplate(field, rows.length);
                operations.add(template ? newRowValue(template.schema) : undefined);
              }}
            >
              {i18n.t('form.array.add', { title })}
            </Button>
          ) : null}
          <Form.ErrorList errors={meta.errors} />
        </>
      )}
    </Form.List>
  );
}

/** The fieldset of an array: its title as legend (with the optional-data control beside it), then its rows. */
function ArrayFieldset({ field, control, children }: { field: FieldDescriptor; control?: ReactNode; children?: ReactNode }): ReactElement {
  const { text, readOnly } = useFormContext();
  const title = text(field.title);
  const look = wrapperLookOf(field);
  return (
    <fieldset
      className={look.className ? `eps-form-array ${look.className}` : 'eps-form-array'}
      data-field={field.key}
      style={{ border: 0, margin: '0 0 16px', padding: 0, minWidth: 0, ...look.style }}
      {...(showsLabel(field) ? {} : { 'aria-label': title })}
    >
      {(title && showsLabel(field)) || control ? (
        <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8 }}>
          {field.required && !readOnly ? <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span> : null}
          {showsLabel(field) ? title : null}
          {control}
        </legend>
      ) : null}
      {field.description !== undefined ? <p className="eps-form-fieldset-description">{text(field.description)}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * An array of rows (rjsf ArrayField): objects, tuples, nested arrays and
 * free values, with add / remove / move / copy within `minItems` and
 * `maxItems`; on antd's Form.List, so rows keep their keys when moved.
 */
export function ArrayField({ field }: { field: FieldDescriptor }): ReactElement | null {
  const { readOnly, disabled } = useFormContext();
  if (field.hidden || !field.array) return null;
  const locked = readOnly || disabled || field.disabled || field.readOnly;
  if (!field.optionalData) {
    return (
      <ArrayFieldset field={field}>
        <ArrayRows field={field} locked={locked} />
      </ArrayFieldset>
    );
  }
  return (
    <OptionalDataControls
      field={field}
      locked={locked}
      render={(present, control) => (
        <ArrayFieldset field={field} control={control}>
          {present ? <ArrayRows field={field} locked={locked} /> : null}
        </ArrayFieldset>
      )}
    />
  );
}
