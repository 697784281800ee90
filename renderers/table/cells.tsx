/**
 * How each `valueType` draws a cell: a typed record, so a value type added
 * to TABLE_VALUE_TYPES without a renderer here fails the build (STYLE 7).
 */
import type { ReactNode } from 'react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import type { ValueEnum } from '../shared/enums';
import { formatValue } from '../shared/formatValue';
import type { DisplayValueType } from '../shared/valueTypes';
import type { TableColumn, TableValueType } from './props.schema';
import { RowActions, RowLink } from './RowActions';

export interface CellContext {
  column: TableColumn;
  valueEnum: ValueEnum | undefined;
  /** The table's scope; row cells extend it. */
  scope: Scope;
  text: (text: LocalizedText | undefined) => string;
  /** The active language, for locale-aware formats (fileSize). */
  locale?: string | undefined;
  /** Number of rows before this page (for `index`). */
  offset: number;
  disabled: boolean;
}

type CellRenderer = (value: unknown, row: Readonly<Record<string, unknown>>, index: number, context: CellContext) => ReactNode;

const display =
  (type: DisplayValueType): CellRenderer =>
  (value, _row, _index, { column, valueEnum, text, locale }) =>
    formatValue(type, value, { valueEnum, format: column.format, precision: column.precision, text, locale });

export const CELL_RENDERERS: Readonly<Record<TableValueType, CellRenderer>> = {
  text: display('text'),
  date: display('date'),
  dateTime: display('dateTime'),
  dateRange: display('dateRange'),
  time: display('time'),
  money: display('money'),
  digit: display('digit'),
  percent: display('percent'),
  tag: display('tag'),
  status: display('status'),
  fileSize: display('fileSize'),
  country: display('country'),
  district: display('district'),
  link: (value, row, index, context) => (
    <RowLink action={context.column.action} row={row} index={index} scope={context.scope} disabled={context.disabled}>
      {formatValue('text', value, { valueEnum: context.valueEnum, text: context.text })}
    </RowLink>
  ),
  index: (_value, _row, index, { offset }) => offset + index + 1,
  option: (_value, row, index, context) => (
    <RowActions actions={context.column.actions ?? []} row={row} index={index} scope={context.scope} disabled={context.disabled} />
  ),
};
