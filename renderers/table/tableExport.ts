/**
 * A table's rows as a file a person takes away: CSV (UTF-8 with a byte-order
 * mark, so spreadsheet programs read Chinese right; cells that would start a
 * formula are escaped) or XLSX. Each cell is the text the table shows for it
 * (enum labels translated, dates formatted); action and index columns are
 * left out, and so are the columns the person hid. The writers (papaparse,
 * write-excel-file) load on the first export, never with the table.
 */
import dayjs from 'dayjs';
import { evaluateCondition } from '@core/expression';
import { toText } from '@core/expression/functions';
import { readPath, type Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { enumEntry, resolveValueEnum } from '../shared/enums';
import type { Row } from './buildColumns';
import type { TableColumn } from './props.schema';

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** One exported column: its heading and each row's text. */
export interface ExportColumn {
  key: string;
  title: string;
  cell: (row: Row) => string;
}

const DATE_PATTERNS: Readonly<Record<string, string>> = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' };

/** The columns to export, in the table's order: those with data, shown in `scope`, not hidden by the person. */
export function exportColumns(columns: readonly TableColumn[], scope: Scope, text: (value: LocalizedText | undefined) => string, hidden: ReadonlySet<string>): ExportColumn[] {
  return columns.flatMap((column, position): ExportColumn[] => {
    const key = column.dataIndex ?? `column-${position}`;
    const path = column.dataIndex;
    if (path === undefined || column.valueType === 'option' || column.valueType === 'index' || hidden.has(key)) return [];
    if (!evaluateCondition(column.visibleOn, scope, true)) return [];
    const valueEnum = resolveValueEnum(column.valueEnum, scope);
    const pattern = column.valueType === undefined ? undefined : DATE_PATTERNS[column.valueType];
    const cell = (row: Row): string => {
      const value = readPath(row, path);
      const entry = enumEntry(valueEnum, value);
      if (entry) return text(entry.text as LocalizedText | undefined) || toText(value);
      if (pattern && (typeof value === 'string' || typeof value === 'number')) {
        const date = dayjs(value);
        if (date.isValid()) return date.format(pattern);
      }
      return toText(value);
    };
    return [{ key, title: column.title === undefined ? key : text(column.title), cell }];
  });
}

/** The file's name: the given base (characters no file system takes replaced), the date, the format. */
export function exportFileName(base: string, format: ExportFormat, now: Date = new Date()): string {
  // Control characters and the ones Windows refuses in a name.
  const safe = [...base].map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('').trim() || 'export';
  return `${safe}-${dayjs(now).format('YYYYMMDD-HHmm')}.${format}`;
}

/** The CSV text (with its byte-order mark) of `rows`. */
export async function csvText(columns: readonly ExportColumn[], rows: readonly Row[]): Promise<string> {
  const { unparse } = await import('papaparse');
  // escapeFormulae: a cell starting with = + - @ (tab, return) is written as text, not run as a formula.
  return `\ufeff${unparse({ fields: columns.map((column) => column.title), data: rows.map((row) => columns.map((column) => column.cell(row))) }, { escapeFormulae: true })}`;
}

/** The XLSX file of `rows`, headings bold. */
export async function xlsxBlob(columns: readonly ExportColumn[], rows: readonly Row[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const heading = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = rows.map((row) => columns.map((column) => ({ value: column.cell(row) })));
  return writeXlsxFile([heading, ...body]).toBlob();
}

/** Hands the browser a file to save. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Writes `rows` as `format` and offers the file. */
export async function downloadRows(format: ExportFormat, columns: readonly ExportColumn[], rows: readonly Row[], baseName: string): Promise<void> {
  const name = exportFileName(baseName, format);
  if (format === 'csv') save(new Blob([await csvText(columns, rows)], { type: 'text/csv;charset=utf-8' }), name);
  else save(await xlsxBlob(columns, rows), name);
}
