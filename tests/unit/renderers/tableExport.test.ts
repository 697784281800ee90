// @vitest-environment node
/**
 * Table export: the columns and texts a person sees (enum labels, dates, hidden and action
 * columns left out), CSV with a byte-order mark and formula cells escaped, a real XLSX (a zip
 * with the sheet's text), and file names no file system refuses.
 */
import { describe, expect, it } from 'vitest';
import { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import { csvText, exportColumns, exportFileName, xlsxBlob } from '../../../renderers/table/tableExport';
import type { TableColumn } from '../../../renderers/table/props.schema';

const labels: Record<string, string> = { 'status.open': 'Open', 'col.name': 'Name', 'col.status': 'Status', 'col.start': 'Started', 'col.note': 'Note' };
const text = (value: LocalizedText | undefined): string => (typeof value === 'string' ? (labels[value] ?? value) : '');
const scope = new Scope({ enums: { state: { '01': { text: 'status.open' } } } });
const columns: TableColumn[] = [
  { valueType: 'index', title: '#' },
  { dataIndex: 'name', title: 'col.name' },
  { dataIndex: 'state', title: 'col.status', valueType: 'tag', valueEnum: 'state' },
  { dataIndex: 'start', title: 'col.start', valueType: 'date' },
  { dataIndex: 'note', title: 'col.note' },
  { dataIndex: 'secret', title: 'col.secret', visibleOn: 'false' },
  { valueType: 'option', title: 'Actions', actions: [] },
];
const rows = [{ name: '=HYPERLINK("http://evil")', state: '01', start: '2026-03-04T10:00:00Z', note: '询价, "急"', secret: 'x' }];

describe('table export', () => {
  it('exports the shown data columns with the texts the table shows', () => {
    const shown = exportColumns(columns, scope, text, new Set(['note']));
    expect(shown.map((column) => column.title)).toEqual(['Name', 'Status', 'Started']);
    expect(shown.map((column) => column.cell(rows[0]!))).toEqual(['=HYPERLINK("http://evil")', 'Open', '2026-03-04']);
  });

  it('writes CSV with a byte-order mark, quoting, and formulas escaped', async () => {
    const csv = await csvText(exportColumns(columns, scope, text, new Set()), rows);
    expect(csv.startsWith('\ufeffName,Status,Started,Note')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"询价, ""急"""');
  });

  it('writes an XLSX workbook', async () => {
    const blob = await xlsxBlob(exportColumns(columns, scope, text, new Set()), rows);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    expect(blob.size).toBeGreaterThan(1000);
  });

  it('names the file safely, with the date and format', () => {
    expect(exportFileName('To-do: a/b', 'csv', new Date(2026, 0, 2, 3, 4))).toBe('To-do_ a_b-20260102-0304.csv');
    expect(exportFileName(' \u0007 ', 'xlsx', new Date(2026, 0, 2, 3, 4))).toBe('_-20260102-0304.xlsx');
    expect(exportFileName('   ', 'xlsx', new Date(2026, 0, 2, 3, 4))).toBe('export-20260102-0304.xlsx');
  });
});
