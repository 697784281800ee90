import { Checkbox } from 'antd';
import type { ReactElement } from 'react';
import { useFormContext } from '../formContext';
import type { WidgetProps } from '../types';
import { defined } from './defined';

/** A single checkbox for a boolean (the default); `ui:options.label` is the text beside it. */
export function CheckboxWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { text } = useFormContext();
  const label = field.ui.label;
  return (
    <Checkbox
      {...defined({ id })}
      checked={value === true}
      onChange={(event) => {
        if (readOnly) return;
        onChange?.(event.target.checked);
        onBlur();
      }}
      disabled={disabled}
    >
      {typeof label === 'string' || (typeof label === 'object' && label !== null) ? text(label as Record<string, string>) : null}
    </Checkbox>
  );
}
