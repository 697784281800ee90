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
export function DateTimeWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder, autoFocus }: WidgetProps): ReactElement {
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
      autoFocus={autoFocus}
      style={{ width: '100%' }}
    />
  );
}

/** A time of day, stored as `HH:mm:ss`. */
export function TimeWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder, autoFocus }: WidgetProps): ReactElement {
  return (
    <TimePicker
      {...defined({ id, placeholder })}
      value={parse(value, TIME_FORMAT)}
      format={TIME_FORMAT}
      onChange={(time) => {
        onChange?.(time ? time.format(TIME_FORMAT) : field.emptyValue);
        onBlur();
      }}
      disabled={disabled}
      inputReadOnly={readOnly}
      {...(readOnly ? { open: false } : {})}
      autoFocus={autoFocus}
      style={{ width: '100%' }}
    />
  );
}
