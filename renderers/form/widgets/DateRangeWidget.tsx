/**
 * A date range on antd's RangePicker, held as `[from, to]` text
 * (`YYYY-MM-DD`, or `ui:options.format`): the value of an array of two
 * dates. `ui:options.presets` (`[7, 30, 90]`) offers "Last 7 days"...
 * shortcuts; `ui:options.defaultRange` is the starting value (the form's
 * defaults apply it, dateRanges.ts).
 */
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useMemo, type ReactElement } from 'react';
import { useEnv } from '@core/react';
import type { WidgetProps } from '../types';
import { lastDays, presetDaysOf, rangeFormatOf } from './dateRanges';

dayjs.extend(customParseFormat);

const parse = (value: unknown, format: string): Dayjs | null => {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = dayjs(value, format);
  return parsed.isValid() ? parsed : null;
};

export function DateRangeWidget({ id, value, onChange, onBlur, field, disabled, readOnly }: WidgetProps): ReactElement {
  const { i18n } = useEnv();
  const format = rangeFormatOf(field.ui);
  // The field's options are fixed for its life: the labels follow the language, the ranges are worked
  // out when picked, so a page left open over midnight offers today's ranges.
  const presets = useMemo(
    () => presetDaysOf(field.ui).map((n) => ({ label: i18n.t('form.dateRange.lastDays', { count: n }), value: () => lastDays(n) })),
    [field.ui, i18n],
  );
  const pair = Array.isArray(value) ? value : [];
  const from = parse(pair[0], format);
  const to = parse(pair[1], format);
  return (
    <DatePicker.RangePicker
      {...(id !== undefined ? { id: { start: id } } : {})}
      value={from || to ? [from, to] : null}
      format={format}
      {...(presets.length ? { presets } : {})}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange?.(start && end ? [start.format(format), end.format(format)] : field.emptyValue);
        onBlur();
      }}
      disabled={disabled}
      inputReadOnly={readOnly}
      {...(readOnly ? { open: false } : {})}
      style={{ width: '100%' }}
    />
  );
}
