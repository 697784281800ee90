/**
 * rjsf's MultiSchemaField: the option selector of an object-level
 * `oneOf` / `anyOf` and the picked option's fields. The selector listens to
 * nothing but its own choice.
 */
import { Form } from 'antd';
import { createElement, useId, useState, type ReactElement } from 'react';
import { moduleLoad, useEnv, useLoadedModule } from '@core/react';
import { useFormContext } from '../formContext';
import { switchedValue } from '../objectShapes';
import type { FieldDescriptor } from '../types';
import { simpleDefaults } from '../values';
import { FieldGrid } from './FieldGrid';
import { objectAt, setObject } from './objectValue';

/** antd's Select for the option chooser, loaded when a oneOf/anyOf object first shows (as the select widget is). */
const antdSelect = moduleLoad(() => import('antd/es/select').then((module) => module.default));

/**
 * The option selector of an object-level oneOf/anyOf and the picked
 * option's fields. The option shown first is the one the values fit best;
 * switching keeps the values the new option accepts and drops the others.
 */
export function MultiSchemaField({ field, locked }: { field: FieldDescriptor; locked: boolean }): ReactElement | null {
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

