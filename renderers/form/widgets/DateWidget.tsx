import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { DATE_FORMAT } from './dateFormat';
import { defined } from './defined';

// Strict parsing of the stored text needs the plugin (idempotent).
dayjs.extend(customParseFormat);

function toDayjs(value: unknown, format: string): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const parsed = dayjs(value, format);
  return parsed.isValid() ? parsed : null;
}

/** Date picker holding the date as text (`YYYY-MM-DD`, or `ui:options.format`). */
export function DateWidget({ id, value, onChange, onBlur, field, disabled, readOnly, placeholder }: WidgetProps): ReactElement {
  const format = typeof field.ui.format === 'string' ? field.ui.format : DATE_FORMAT;
  return (
    <DatePicker
      {...defined({ id, placeholder })}
      value={toDayjs(value, format)}
      format={format}
      onChange={(date) => {
        onChange?.(date ? date.format(format) : field.emptyValue);
        onBlur();
      }}
      disabled={disabled}
      inputReadOnly={readOnly}
      {...(readOnly ? { open: false } : {})}
      style={{ width: '100%' }}
    />
  );
}
