/**
 * rjsf's `range` (a slider within the schema's minimum / maximum /
 * multipleOf) and `color` (a colour picker holding `#rrggbb`).
 */
import { ColorPicker, Slider } from 'antd';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A slider; the step is `multipleOf` (1 for integers), the bounds `minimum` / `maximum` (0 and 100 by default, as rjsf). */
export function RangeWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { schema } = field;
  const min = numberOr(schema.minimum, 0);
  const max = numberOr(schema.maximum, 100);
  const step = numberOr(schema.multipleOf, 1);
  return (
    <Slider
      {...defined({ id })}
      min={min}
      max={max}
      step={step}
      value={typeof value === 'number' ? value : min}
      disabled={disabled || readOnly}
      onChange={(next: number) => onChange?.(next)}
      onChangeComplete={() => onBlur()}
    />
  );
}

/** A colour, stored as `#rrggbb` (the JSON Schema `color` format rjsf uses). */
export function ColorWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  return (
    <ColorPicker
      {...defined({ id })}
      showText
      disabledAlpha
      value={typeof value === 'string' && value !== '' ? value : null}
      disabled={disabled || readOnly}
      onChange={(color) => onChange?.(color.toHexString())}
      onClear={() => onChange?.(field.emptyValue)}
      onOpenChange={(open) => {
        if (!open) onBlur();
      }}
    />
  );
}
