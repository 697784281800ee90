import { Switch } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';

/** An on/off switch for a boolean (`ui:widget: switch`). */
export function SwitchWidget({ id, value, onChange, onBlur, disabled, readOnly }: WidgetProps): ReactElement {
  return (
    <Switch
      {...defined({ id })}
      checked={value === true}
      onChange={(checked) => {
        if (readOnly) return;
        onChange?.(checked);
        onBlur();
      }}
      disabled={disabled}
    />
  );
}
