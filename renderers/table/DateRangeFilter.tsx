/** A table's date range filter: antd's RangePicker, in a chunk of its own (dateRangeFilterLoad.ts). */
import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactElement } from 'react';
import { useEnv } from '@core/react';
import { DATE_FORMAT } from '../form/widgets/dateFormat';
import { lastDays, presetDaysOf } from '../form/widgets/dateRanges';
import type { DateRangeFilterProps } from './dateRangeFilterLoad';

/** A date range filter: its two params (from, to) as YYYY-MM-DD; cleared, neither is sent. */
export default function DateRangeFilter({ filter, values, onChange, text, disabled }: DateRangeFilterProps): ReactElement {
  const { i18n } = useEnv();
  const [fromParam = '', toParam = ''] = filter.params ?? [];
  const label = filter.label === undefined ? '' : text(filter.label);
  // Worked out when picked, so a page left open over midnight offers today's ranges.
  const presets = useMemo(
    () => presetDaysOf({ presets: filter.presets }).map((n) => ({ label: i18n.t('form.dateRange.lastDays', { count: n }), value: () => lastDays(n) })),
    [filter.presets, i18n],
  );
  const from = values[fromParam];
  const to = values[toParam];
  return (
    <Space size={4}>
      {label ? <span>{label}</span> : null}
      <DatePicker.RangePicker
        aria-label={label || filter.name}
        format={DATE_FORMAT}
        value={typeof from === 'string' && typeof to === 'string' ? [dayjs(from), dayjs(to)] : null}
        {...(presets.length ? { presets } : {})}
        disabled={disabled}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          onChange(fromParam, start ? start.format(DATE_FORMAT) : undefined);
          onChange(toParam, end ? end.format(DATE_FORMAT) : undefined);
        }}
      />
    </Space>
  );
}
