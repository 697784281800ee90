/**
 * The choices of a select, radio or checkboxes field: the schema's enum /
 * oneOf, or a list from `ui:options.source`: a data source (loaded), or a
 * `${...}` template naming a list in the scope (`"${slice(nodes, 0, 2)}"`),
 * mapped with `labelField` / `valueField` (defaults `label`/`name` and
 * `value`/`id`).
 * Choices are keyed by position so boolean and null values work in antd.
 */
import { useMemo } from 'react';
import type { DataSource } from '@core/schema/types';
import { useDataSource } from '@core/react';
import { hasTemplate, resolveTemplates } from '@core/template';
import { useFormContext } from '../formContext';
import type { FieldDescriptor, FieldOption } from '../types';

export interface ResolvedOption {
  /** Position as text: what antd holds. */
  key: string;
  value: FieldOption['value'];
  label: string;
  disabled: boolean;
}

/** Equal values; objects and lists (enums of objects) by content. */
const sameValue = (a: unknown, b: unknown): boolean => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

export interface FieldOptions {
  options: readonly ResolvedOption[];
  loading: boolean;
  /** The antd key of a value ('' when it is not a choice). */
  keyOf(value: unknown): string | undefined;
  /** The value of an antd key. */
  valueOf(key: unknown): unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(item: Record<string, unknown>, preferred: unknown, fallbacks: readonly string[]): unknown {
  if (typeof preferred === 'string') return item[preferred];
  for (const name of fallbacks) if (name in item) return item[name];
  return undefined;
}

function remoteOptions(data: unknown, field: FieldDescriptor): FieldOption[] {
  const list = Array.isArray(data) ? data : [];
  return list.map((item: unknown) => {
    if (!isRecord(item)) return { value: item as FieldOption['value'], label: String(item) };
    const value = pick(item, field.ui.valueField, ['value', 'id']) as FieldOption['value'];
    const label = pick(item, field.ui.labelField, ['label', 'name', 'title']);
    return { value, label: typeof label === 'string' || isRecord(label) ? (label as FieldOption['label']) : String(value) };
  });
}

/** The field's choices, resolved to text in the active language. */
export function useFieldOptions(field: FieldDescriptor): FieldOptions {
  const { scope, text } = useFormContext();
  const source = isRecord(field.ui.source) ? (field.ui.source as unknown as DataSource) : undefined;
  const remote = useDataSource(source, scope, { enabled: source !== undefined });
  const template = typeof field.ui.source === 'string' && hasTemplate(field.ui.source) ? field.ui.source : undefined;
  const fromScope: unknown = template === undefined ? undefined : resolveTemplates(template, scope);
  return useMemo(() => {
    let raw: readonly FieldOption[];
    if (source) raw = remoteOptions(remote.data, field);
    else if (template !== undefined) raw = remoteOptions(fromScope, field);
    else raw = field.options ?? [];
    const options = raw.map((option, index) => ({ key: String(index), value: option.value, label: text(option.label), disabled: option.disabled === true }));
    return {
      options,
      loading: remote.loading,
      keyOf: (value) => options.find((option) => sameValue(option.value, value))?.key,
      valueOf: (key) => options.find((option) => option.key === key)?.value,
    };
  }, [source, template, fromScope, remote.data, remote.loading, field, text]);
}
