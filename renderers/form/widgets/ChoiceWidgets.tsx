import { Checkbox, Radio } from 'antd';
import { useId, type ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined, definedKeys } from './defined';
import { useFieldOptions } from './useFieldOptions';

/** One choice of a few, as radio buttons (`ui:widget: radio`; `ui:options.button` for button style). */
export function RadioWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { options, keyOf, valueOf } = useFieldOptions(field);
  // Its own group name: radios sharing a name in one form are one group to the browser, so the
  // same field in two list rows (`[0, 'kind']` under two lists) would untick each other.
  const name = useId();
  return (
    <Radio.Group
      {...defined({ id })}
      name={name}
      value={keyOf(value)}
      disabled={disabled || readOnly}
      optionType={field.ui.button === true ? 'button' : 'default'}
      options={options.map((option) => ({ value: option.key, label: option.label, disabled: option.disabled }))}
      onChange={(event) => {
        onChange?.(valueOf(event.target.value));
        onBlur();
      }}
    />
  );
}

/** Several choices as checkboxes, for array fields (`ui:widget: checkboxes`). */
export function CheckboxesWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { options, keyOf } = useFieldOptions(field);
  const selected = definedKeys(Array.isArray(value) ? value.map(keyOf) : []);
  return (
    <Checkbox.Group<string>
      {...defined({ id })}
      value={selected}
      disabled={disabled || readOnly}
      options={options.map((option) => ({ value: option.key, label: option.label, disabled: option.disabled }))}
      onChange={(keys) => {
        // Keep the choices' order, whatever order they were ticked in.
        const picked = options.filter((option) => keys.includes(option.key)).map((option) => option.value);
        onChange?.(picked.length ? picked : field.emptyValue);
        onBlur();
      }}
    />
  );
}
