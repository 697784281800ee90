/** The keyword box and the simple filters above a table, as plain controlled inputs. */
import { Input, Radio, Select, Space } from 'antd';
import { createElement, type ReactElement } from 'react';
import { useEnv, useLoadedModule } from '@core/react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { resolveValueEnum } from '../shared/enums';
import { dateRangeFilter, type DateRangeFilterProps } from './dateRangeFilterLoad';
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
          return <LazyDateRangeFilter key={filter.name} filter={filter} values={values} onChange={onChange} text={text} disabled={disabled} />;
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

/**
 * A date range filter once its code is here (antd's DatePicker, ~80 KB: a table without one does not load it),
 * until then a box of the picker's size, so the bar does not move when it arrives.
 */
function LazyDateRangeFilter(props: DateRangeFilterProps): ReactElement {
  const env = useEnv();
  const component = useLoadedModule(dateRangeFilter, 'The date range filter', () => env.i18n.t('core.rendererLoadFailed', { type: 'table' }));
  return component ? createElement(component, props) : <span className="eps-table-filter-loading" aria-busy="true" />;
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
