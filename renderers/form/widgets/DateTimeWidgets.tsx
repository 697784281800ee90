/**
 * Date-time and time pickers (rjsf `datetime` / `alt-datetime` /
 * `format: date-time`, and `time` / `format: time`) on antd's pickers,
 * loaded with the first form that uses them.
 */
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';

dayjs.extend(customParseFormat);

/** rjsf stores `format: time` as `HH:mm:ss` (RFC 3339 partial time). */
export const TIME_FORMAT = 'HH:mm:ss';

const parse = (value: unknown, format?: string): Dayjs | null => {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = format ? dayjs(value, format) : dayjs(value);
  return parsed.isValid() ? parsed : null;
};

/** Date and time in one picker; the value is an ISO 8601 string (`2026-11-23T09:30:00.000Z`), as rjsf stores `date-time`. */
export function DateTimeWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder }: WidgetProps): ReactElement {
  return (
    <DatePicker
      {...defined({ id, placeholder })}
      showTime
      value={parse(value)}
      format="YYYY-MM-DD HH:mm:ss"
      onChange={(date) => {
        onChange?.(date ? date.toISOString() : field.emptyValue);
        onBlur();
      }}
      disabled={disabled}
      inputReadOnly={readOnly}
      {...(readOnly ? { open: false } : {})}
      style={{ width: '100%' }}
    />
  );
}

/**
 * Seconds are shown only when they matter, as rjsf's TimeWidget: a `multipleOf` under 60 (second steps)
 * or a value whose seconds are not `:00`. Otherwise the picker reads and sets hours and minutes, and the
 * value keeps `:00` seconds.
 */
function showsSeconds(field: WidgetProps['field'], value: unknown): boolean {
  const step = field.schema.multipleOf;
  if (typeof step === 'number' && Number.isFinite(step) && step < 60) return true;
  return typeof value === 'string' && /^\d{2}:\d{2}:\d{2}/.test(value) && !/^\d{2}:\d{2}:00$/.test(value);
}

/** A time of day, stored as `HH:mm:ss` (rjsf: `09:30` is shown, `09:30:00` stored). */
export function TimeWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder }: WidgetProps): ReactElement {
  const seconds = showsSeconds(field, value);
  return (
    <TimePicker
      {...defined({ id, placeholder })}
      value={parse(value, TIME_FORMAT)}
      format={seconds ? TIME_FORMAT : 'HH:mm'}
      onChange={(time) => {
        onChange?.(time ? time.format(seconds ? TIME_FORMAT : 'HH:mm:00') : field.emptyValue);
        onBlur();
      }}
      disabled={disabled}
      inputReadOnly={readOnly}
      {...(readOnly ? { open: false } : {})}
      style={{ width: '100%' }}
    />
  );
}
