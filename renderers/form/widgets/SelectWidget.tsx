/**
 * The drop-down widget, in a chunk of its own: antd's Select is ~22 KB
 * compressed that forms without a choice list (the sign-in form) need not
 * load. Forms preload it when a field uses it (lazyWidget).
 */
import { Select } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined, definedKeys } from './defined';
import { useFieldOptions } from './useFieldOptions';


/**
 * Drop-down (the default for enums and arrays). For an array field it
 * selects several (`mode=multiple`), or takes free tags when there are no choices.
 */
export function SelectWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder }: WidgetProps): ReactElement {
  const { options, loading, keyOf, valueOf } = useFieldOptions(field);
  const multiple = field.kind === 'array';
  const tags = multiple && !field.options && field.ui.source === undefined;
  const common = {
    ...defined({ id, placeholder }),
    onBlur,
    disabled: disabled || readOnly,
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
