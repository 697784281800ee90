/**
 * One column of the table builder: its title in both languages, the field,
 * the value type (with a date format or a dictionary where it takes one), the
 * width, sorting (only where the table can sort) and who sees it.
 */
import { AutoComplete, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_VALUE_TYPES } from '../../../renderers/table/props.schema';
import { ConditionInput, TextPairInput } from './TextInputs';
import type { TableColumnValue } from './tableValue';

const DATE_TYPES = new Set(['date', 'dateTime', 'dateRange', 'time']);
/** Value types whose cell shows a value's text from an enum (`valueEnum`). */
const ENUM_TYPES = new Set(['text', 'tag', 'status']);
const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY/MM/DD', 'HH:mm'].map((value) => ({ value }));
const ITEM = { marginBottom: 6 } as const;

export interface TableColumnFormProps {
  column: TableColumnValue;
  index: number;
  /** Sets the column's prop `at` (`/title`...) as one change named `label`. */
  set: (at: string, value: unknown, label: string) => void;
  /** Whether the table can sort; else the message saying why not. */
  sortBlocked: string | undefined;
  enumNames: readonly { value: string }[];
  disabled: boolean;
}

export function TableColumnForm({ column, index, set, sortBlocked, enumNames, disabled }: TableColumnFormProps): ReactElement {
  const { t } = useTranslation();
  // Each input: its label, its test id (`column-<index>-<name>`) and the column prop it sets.
  const field = (name: string, prop: string, label: string): { label: string; testId: string; change: (value: unknown) => void } => ({
    label,
    testId: `column-${index}-${name}`,
    change: (value) => set(`/${prop}`, value, label),
  });
  const title = field('title', 'title', t('studio.visual.columnTitle'));
  const dataIndex = field('field', 'dataIndex', t('studio.visual.columnField'));
  const type = field('type', 'valueType', t('studio.visual.columnType'));
  const width = field('width', 'width', t('studio.visual.columnWidth'));
  const dictionary = field('enum', 'valueEnum', t('studio.visual.columnEnum'));
  const sortable = field('sortable', 'sortable', t('studio.visual.columnSortable'));
  const visibleOn = field('visibleOn', 'visibleOn', t('studio.visual.columnVisibleOn'));
  const format = field('format', 'format', t('studio.visual.columnFormat'));
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={title.label} style={ITEM}>
        <TextPairInput value={column.title} onChange={title.change} label={title.label} testId={title.testId} disabled={disabled} />
      </Form.Item>
      <Form.Item label={dataIndex.label} style={ITEM}>
        <Input value={column.dataIndex ?? ''} onChange={(event) => dataIndex.change(event.target.value || undefined)} aria-label={dataIndex.label} data-testid={dataIndex.testId} disabled={disabled} />
      </Form.Item>
      <Form.Item label={type.label} style={ITEM}>
        <Select
          allowClear
          value={column.valueType ?? null}
          onChange={(value) => type.change(value ?? undefined)}
          options={TABLE_VALUE_TYPES.map((value) => ({ value, label: t(`studio.visual.valueType.${value}`, { defaultValue: value }) }))}
          aria-label={type.label}
          data-testid={type.testId}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item label={width.label} style={ITEM}>
        <InputNumber min={40} step={10} addonAfter="px" value={typeof column.width === 'number' ? column.width : null} onChange={(value) => width.change(value ?? undefined)} aria-label={width.label} data-testid={width.testId} disabled={disabled} />
      </Form.Item>
      {ENUM_TYPES.has(column.valueType ?? 'text') && (
        <Form.Item label={dictionary.label} help={t('studio.visual.columnEnumHelp')} style={ITEM}>
          <AutoComplete
            value={typeof column.valueEnum === 'string' ? column.valueEnum : ''}
            options={[...enumNames]}
            filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
            onChange={(value: string) => dictionary.change(value || undefined)}
            aria-label={dictionary.label}
            data-testid={dictionary.testId}
            disabled={disabled || (column.valueEnum !== undefined && typeof column.valueEnum !== 'string')}
          />
        </Form.Item>
      )}
      <Form.Item label={sortable.label} help={sortBlocked} style={ITEM}>
        <Switch size="small" checked={column.sortable === true} disabled={disabled || (sortBlocked !== undefined && column.sortable !== true)} onChange={(checked) => sortable.change(checked ? true : undefined)} aria-label={sortable.label} data-testid={sortable.testId} />
      </Form.Item>
      <Form.Item label={visibleOn.label} style={ITEM}>
        <ConditionInput value={column.visibleOn} onChange={visibleOn.change} label={visibleOn.label} testId={visibleOn.testId} disabled={disabled} />
      </Form.Item>
      {column.valueType !== undefined && DATE_TYPES.has(column.valueType) && (
        <Form.Item label={format.label} style={ITEM}>
          <AutoComplete value={column.format ?? ''} options={DATE_FORMATS} onChange={(value: string) => format.change(value || undefined)} aria-label={format.label} data-testid={format.testId} disabled={disabled} />
        </Form.Item>
      )}
    </Form>
  );
}
