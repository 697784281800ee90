import { Checkbox, Radio, Select } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';
import { useFieldOptions } from './useFieldOptions';

const definedKeys = (keys: readonly (string | undefined)[]): string[] => keys.filter((k): k is string => k !== undefined);

/**
 * Drop-down (the default for enums and arrays). For an array field it
 * selects several (`mode=multiple`), or takes free tags when there are no choices.
 */
export function SelectWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder, autoFocus }: WidgetProps): ReactElement {
  const { options, loading, keyOf, valueOf } = useFieldOptions(field);
  const multiple = field.kind === 'array';
  const tags = multiple && !field.options && field.ui.source === undefined;
  const common = {
    ...defined({ id, placeholder }),
    onBlur,
    disabled: disabled || readOnly,
    autoFocus,
    loading,
    allowClear: !field.required,
    showSearch: options.length > 8,
    optionFilterProp: 'label',
    options: options.map((option) => ({ value: option.key, label: option.label, disabled: option.disabled })),
    style: { width: '100%' },
  };
  if (tags) {
    const list = Array.isArray(value) ? value.map(String) : [];
    return <Select<string[]> {...common} mode="tags" options={[]} value={list} onChange={(next) => onChange?.(next.length ? next : field.emptyValue)} />;
  }
  if (multiple) {
    const selected = definedKeys(Array.isArray(value) ? value.map(keyOf) : []);
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        value={selected}
        onChange={(keys) => onChange?.(keys.length ? keys.map(valueOf) : field.emptyValue)}
      />
    );
  }
  return (
    <Select<string>
      {...common}
      {...defined({ value: keyOf(value) })}
      onChange={(key) => {
        onChange?.(key === undefined ? field.emptyValue : valueOf(key));
        // One pick is a finished answer (like a radio): validate now, so a shown error goes at once.
        onBlur();
      }}
    />
  );
}

/** One choice of a few, as radio buttons (`ui:widget: radio`; `ui:options.button` for button style). */
export function RadioWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { options, keyOf, valueOf } = useFieldOptions(field);
  return (
    <Radio.Group
      {...defined({ id })}
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
