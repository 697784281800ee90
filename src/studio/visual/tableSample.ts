/**
 * A table's data call sampled for the table builder: the request the table
 * makes for its first page, and the fields of the rows that call answers
 * (nested objects as `a.b` paths, which the table reads as a column's
 * `dataIndex`), each with a value seen, to offer as columns. Pure.
 */
import type { ApiRequest, I18nProvider } from '../../core/env';
import type { Scope } from '../../core/scope';
import type { DataSource } from '../../core/schema/types';
import type { TableNode } from '../../../renderers/table/props.schema';
import { firstPageParams, tableRequest } from '../../../renderers/table/tableRequest';

/** At most this many fields are offered: a wide answer would be a list nobody reads. */
export const MAX_SAMPLED_FIELDS = 50;
/** Rows read for fields: a field empty in the first row often has a value in a later one. */
const SAMPLED_ROWS = 20;
/** Nested objects deeper than this are offered as one field. */
const MAX_DEPTH = 3;

export interface SampledField {
  /** The path a column reads it by (`applicant.name`). */
  path: string;
  /** The first value seen that is not null (undefined when every row had null). */
  sample: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields of the first rows, in the order first seen, nested objects flattened.
 * @example sampledFields([{ id: 1, applicant: { name: 'Li' } }]) // [{ path: 'id', sample: 1 }, { path: 'applicant.name', sample: 'Li' }]
 */
export function sampledFields(rows: readonly Record<string, unknown>[], limit = MAX_SAMPLED_FIELDS): SampledField[] {
  const fields = new Map<string, SampledField>();
  const visit = (value: Record<string, unknown>, prefix: string, depth: number): void => {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isPlainObject(child) && depth < MAX_DEPTH && Object.keys(child).length > 0) {
        visit(child, path, depth + 1);
        continue;
      }
      const known = fields.get(path);
      if (!known && fields.size >= limit) continue;
      if (!known) fields.set(path, { path, sample: child ?? undefined });
      else if (known.sample === undefined && child !== null && child !== undefined) known.sample = child;
    }
  };
  for (const row of rows.slice(0, SAMPLED_ROWS)) visit(row, '', 1);
  return [...fields.values()];
}

/**
 * A column title guessed from a field's path: its words, the first capitalised.
 * @example labelFromPath('applicant.createdAt') // 'Applicant created at'
 */
export function labelFromPath(path: string): string {
  const words = path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[._\-\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The value type a sampled value suggests: dates and times as such, anything else as text (none said). */
function valueTypeOf(sample: unknown): string | undefined {
  if (typeof sample !== 'string') return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(sample)) return 'date';
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(sample)) return 'dateTime';
  return undefined;
}

/** The column a sampled field becomes: the guessed title in both languages (the configurator rewrites them), the path. */
export function columnFor(field: SampledField): Record<string, unknown> {
  const label = labelFromPath(field.path);
  const valueType = valueTypeOf(field.sample);
  return { title: { 'zh-cn': label, en: label }, dataIndex: field.path, ...(valueType ? { valueType } : {}) };
}

/** A sampled value as a short text beside its field. */
export function sampleText(sample: unknown, max = 40): string {
  if (sample === undefined) return '';
  const text = typeof sample === 'string' ? sample : JSON.stringify(sample);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The request the table makes for its first page, as the preview's scope has it; undefined when the
 * table reads no call or its `sendOn` holds the call back.
 */
export function sampleRequest(table: { api?: DataSource | undefined; pageSize?: number | undefined; keywordParam?: string | undefined; filters?: TableNode['filters']; plain?: boolean | undefined }, scope: Scope, i18n: I18nProvider): ApiRequest | undefined {
  if (!table.api || (table.api.url === undefined && table.api.permission === undefined)) return undefined;
  return tableRequest(table.api, scope, i18n, firstPageParams(table as TableNode));
}
