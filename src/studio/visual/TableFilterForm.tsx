/**
 * One filter of the table builder: label, kind and the param(s) it is sent
 * as; a choice's dictionary and "All" choice, or a date range's starting
 * range and shortcuts.
 */
import { AutoComplete, Form, Input, Select, Switch, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableFilter } from '../../../renderers/table/props.schema';
import { controlOf, FILTER_CONTROLS, RANGE_DAYS, withControl, type FilterControl } from './tableFilters';
import { TextPairInput } from './TextInputs';

const ITEM = { marginBottom: 6 } as const;

export interface TableFilterFormProps {
  filter: TableFilter;
  index: number;
  /** Sets the filter's prop `prop` (`/label`...) as one change named `label`. */
  set: (prop: string, value: unknown, label: string) => void;
  /** Replaces the whole filter as one change. */
  replace: (next: TableFilter, label: string) => void;
  takes: (param: string) => boolean | undefined;
  enumNames: readonly { value: string }[];
  disabled: boolean;
}

export function TableFilterForm({ filter, index, set, replace, takes, enumNames, disabled }: TableFilterFormProps): ReactElement {
  const { t } = useTranslation();
  const control = controlOf(filter);
  const kindLabel = t('studio.visual.filters.kindLabel');
  const labelLabel = t('studio.visual.filters.label');
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={labelLabel} style={ITEM}>
        <TextPairInput value={filter.label} onChange={(value) => set('/label', value, labelLabel)} label={labelLabel} testId={`filter-${index}-label`} disabled={disabled} />
      </Form.Item>
      <Form.Item label={kindLabel} style={ITEM}>
        <Select<FilterControl>
          value={control}
          onChange={(value) => replace(withControl(filter, value), kindLabel)}
          options={FILTER_CONTROLS.map((value) => ({ value, label: t(`studio.visual.filters.kind.${value}`) }))}
          aria-label={kindLabel}
          data-testid={`filter-${index}-kind`}
          disabled={disabled}
        />
      </Form.Item>
      {control === 'dateRange' ? <DateRangeInputs filter={filter} index={index} set={set} takes={takes} disabled={disabled} /> : <ChoiceInputs filter={filter} index={index} set={set} takes={takes} enumNames={enumNames} disabled={disabled} />}
    </Form>
  );
}

type PartProps = Omit<TableFilterFormProps, 'replace' | 'enumNames'>;

/** A param's name, with a word when the call does not take it. */
function ParamInput({ value, label, testId, takes, onChange, disabled }: { value: string; label: string; testId: string; takes: PartProps['takes']; onChange: (value: string) => void; disabled: boolean }): ReactElement {
  const { t } = useTranslation();
  const unused = value !== '' && takes(value) === false;
  return (
    <Form.Item label={label} style={ITEM} validateStatus={unused || value === '' ? 'warning' : ''} help={value === '' ? t('studio.visual.filters.paramEmpty') : unused ? t('studio.visual.filters.notTaken', { param: value }) : undefined}>
      <Input value={value} onChange={(event) => onChange(event.target.value.trim())} aria-label={label} data-testid={testId} disabled={disabled} />
    </Form.Item>
  );
}

function ChoiceInputs({ filter, index, set, takes, enumNames, disabled }: PartProps & { enumNames: TableFilterFormProps['enumNames'] }): ReactElement {
  const { t } = useTranslation();
  const paramLabel = t('studio.visual.filters.param');
  const optionsLabel = t('studio.visual.filters.options');
  const allLabel = t('studio.visual.filters.all');
  const listed = Array.isArray(filter.options) ? filter.options.length : 0;
  return (
    <>
      <ParamInput value={filter.name} label={paramLabel} testId={`filter-${index}-name`} takes={takes} onChange={(value) => set('/name', value, paramLabel)} disabled={disabled} />
      <Form.Item label={optionsLabel} style={ITEM} help={listed > 0 ? t('studio.visual.filters.optionsListed', { count: listed }) : t('studio.visual.filters.optionsHelp')}>
        <AutoComplete
          value={typeof filter.options === 'string' ? filter.options : ''}
          options={[...enumNames]}
          filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
          // Cleared, the choices are an empty list again (a choice filter must have `options`).
          onChange={(value: string) => set('/options', value || [], optionsLabel)}
          aria-label={optionsLabel}
          data-testid={`filter-${index}-options`}
          disabled={disabled || listed > 0}
        />
      </Form.Item>
      <Form.Item label={allLabel} style={ITEM}>
        <Switch size="small" checked={filter.all === true} onChange={(checked) => set('/all', checked ? true : undefined, allLabel)} aria-label={allLabel} data-testid={`filter-${index}-all`} disabled={disabled} />
      </Form.Item>
    </>
  );
}

function DateRangeInputs({ filter, index, set, takes, disabled }: PartProps): ReactElement {
  const { t } = useTranslation();
  const [from = '', to = ''] = filter.params ?? [];
  const rangeLabel = t('studio.visual.filters.defaultRange');
  const presetsLabel = t('studio.visual.filters.presets');
  const days = (count: number): string => t('studio.visual.filters.lastDays', { count });
  const current = filter.defaultRange;
  const ranges = [...RANGE_DAYS.map((n) => `last${n}Days` as string | number), ...(current !== undefined && !RANGE_DAYS.some((n) => `last${n}Days` === current) ? [current] : [])];
  const setParam = (position: 0 | 1, value: string, label: string): void => set('/params', position === 0 ? [value, to] : [from, value], label);
  return (
    <>
      <ParamInput value={from} label={t('studio.visual.filters.from')} testId={`filter-${index}-from`} takes={takes} onChange={(value) => setParam(0, value, t('studio.visual.filters.from'))} disabled={disabled} />
      <ParamInput value={to} label={t('studio.visual.filters.to')} testId={`filter-${index}-to`} takes={takes} onChange={(value) => setParam(1, value, t('studio.visual.filters.to'))} disabled={disabled} />
      <Form.Item label={rangeLabel} style={ITEM}>
        <Select<string | number>
          allowClear
          placeholder={t('studio.visual.filters.noRange')}
          value={current ?? null}
          onChange={(value) => set('/defaultRange', value ?? undefined, rangeLabel)}
          options={ranges.map((value) => ({ value, label: days(typeof value === 'number' ? value : Number(/\d+/.exec(value)?.[0])) }))}
          aria-label={rangeLabel}
          data-testid={`filter-${index}-range`}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item label={presetsLabel} style={ITEM} help={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('studio.visual.filters.presetsHelp')}</Typography.Text>}>
        <Select<number[]>
          mode="multiple"
          maxCount={6}
          value={filter.presets ?? []}
          onChange={(value) => set('/presets', value.length > 0 ? [...value].sort((a, b) => a - b) : undefined, presetsLabel)}
          options={RANGE_DAYS.map((value) => ({ value, label: days(value) }))}
          aria-label={presetsLabel}
          data-testid={`filter-${index}-presets`}
          disabled={disabled}
        />
      </Form.Item>
    </>
  );
}
