import { InputNumber } from 'antd';
import type { ReactElement } from 'react';
import { AMOUNT_MAX } from '@core/validation/amount';
import type { WidgetProps } from '../types';
import { defined } from './defined';

// spec workflow-enterprise-embedding 5: amount formats fix decimals, minimum 0 and the maximum.
const AMOUNT_DECIMALS: Readonly<Record<string, 1 | 2 | 3>> = { amount: 2, amount1: 1, amount3: 3 };

const numberOr = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Number input (`ui:widget: number`, the default for number and integer). */
export function NumberWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder }: WidgetProps): ReactElement {
  const { schema, ui } = field;
  const amount = typeof schema.format === 'string' ? AMOUNT_DECIMALS[schema.format] : undefined;
  // An integer field given a fraction shows it as it is (rjsf), with the error under it, not rounded to a whole number that would look right.
  const fraction = numberOr(value) !== undefined && !Number.isInteger(value);
  const precision = field.kind === 'integer' ? (fraction ? undefined : 0) : (numberOr(ui.precision) ?? amount);
  const min = numberOr(schema.minimum) ?? (amount !== undefined ? 0 : undefined);
  const max = numberOr(schema.maximum) ?? (amount !== undefined ? Number(AMOUNT_MAX[amount]) : undefined);
  return (
    <InputNumber<number>
      {...defined({ id, placeholder })}
      value={numberOr(value) ?? null}
      onChange={(next) => onChange?.(next === null ? field.emptyValue : next)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      style={{ width: '100%' }}
      {...(precision !== undefined ? { precision } : {})}
      {...(min !== undefined ? { min } : {})}
      {...(max !== undefined ? { max } : {})}
    />
  );
}
