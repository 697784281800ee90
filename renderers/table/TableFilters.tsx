/** The keyword box and the simple filters above a table, as plain controlled inputs. */
import { DatePicker, Input, Radio, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactElement } from 'react';
import { useEnv } from '@core/react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { DATE_FORMAT } from '../form/widgets/dateFormat';
import { lastDays, presetDaysOf } from '../form/widgets/dateRanges';
import { resolveValueEnum } from '../shared/enums';
import type { TableFilter } from './props.schema';

import type { FilterValues } from './tableRequest';

/** The sentinel the "All" choice stands for: no value is sent. */
const ALL = '__all__';

interface Option {
  label: string;
  value: string | number;
}

function filterOptions(filter: TableFilter, scope: Scope, text: (value: LocalizedText | undefined) => string): Option[] {
  const options: Option[] =
    typeof filter.options === 'string'
      ? Object.entries(resolveValueEnum(filter.options, scope) ?? {}).map(([value, entry]) => ({ label: text(entry.text), value }))
      : (Array.isArray(filter.options) ? filter.options : []).map((option) => ({ label: text(option.label), value: option.value }));
  return filter.all ? [{ label: text('renderers.table.all'), value: ALL }, ...options] : options;
}

interface TableFiltersProps {
  filters: readonly TableFilter[];
  values: FilterValues;
  onChange: (name: string, value: string | number | undefined) => void;
  scope: Scope;
  text: (value: LocalizedText | undefined) => string;
  disabled: boolean;
}

export function TableFilters({ filters, values, onChange, scope, text, disabled }: TableFiltersProps): ReactElement {
  return (
    <Space wrap className="eps-table-filters">
      {filters.map((filter) => {
        if (filter.control === 'dateRange') {
          return <DateRangeFilter key={filter.name} filter={filter} values={values} onChange={onChange} text={text} disabled={disabled} />;
        }
        const options = filterOptions(filter, scope, text);
        const current = values[filter.name] ?? (filter.all ? ALL : undefined);
        const change = (value: string | number | undefined): void => onChange(filter.name, value === ALL ? undefined : value);
        const label = filter.label === undefined ? '' : text(filter.label);
        return (
          <Space key={filter.name} size={4}>
            {label ? <span>{label}</span> : null}
            {filter.control === 'select' ? (
              <Select<string | number>
                aria-label={label || filter.name}
                style={{ minWidth: 120 }}
                options={options}
                {...(current !== undefined ? { value: current } : { value: null })}
                disabled={disabled}
                allowClear={!filter.all}
                onChange={(value) => change(value)}
              />
            ) : (
              // antd's group has no radiogroup role of its own; this names the choice for assistive tech.
              <div role="radiogroup" aria-label={label || filter.name}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={options}
                  value={current}
                  disabled={disabled}
                  onChange={(event) => change(event.target.value as string | number)}
                />
              </div>
            )}
          </Space>
        );
      })}
    </Space>
  );
}

/** A date range filter: its two params (from, to) as YYYY-MM-DD; cleared, neither is sent. */
function DateRangeFilter({ filter, values, onChange, text, disabled }: Omit<TableFiltersProps, 'filters' | 'scope'> & { filter: TableFilter }): ReactElement {
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

interface KeywordSearchProps {
  placeholder: string;
  onSearch: (keyword: string) => void;
  disabled: boolean;
}

/** The keyword box; the table sends its trimmed value. */
export function KeywordSearch({ placeholder, onSearch, disabled }: KeywordSearchProps): ReactElement {
  return (
    <Input.Search
      className="eps-table-search"
      aria-label={placeholder}
      placeholder={placeholder}
      allowClear
      disabled={disabled}
      style={{ width: 240 }}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}
