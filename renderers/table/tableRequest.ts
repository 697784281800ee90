/**
 * The calls a table makes, as plain functions: the renderers use them, and
 * so does the table's definition to start the first page's call while the
 * screen loads (RendererDefinition.firstRequestFor, render-as-you-fetch).
 * Kept apart from the renderers so the registry can import it without them.
 */
import { resolveRequest, shouldSend } from '@core/dataSource';
import type { ApiRequest, I18nProvider } from '@core/env';
import type { Scope } from '@core/scope';
import type { DataSource } from '@core/schema/types';
import { defaultRangeOf } from '../form/widgets/dateRanges';
import { DEFAULT_KEYWORD_PARAM, DEFAULT_PAGE_SIZE, type TableFilter, type TableNode } from './props.schema';

export type FilterValues = Readonly<Record<string, string | number | undefined>>;

/** Initial filter values: each filter's `default` (or nothing); a date range's two params from its `defaultRange`. */
export function defaultFilterValues(filters: readonly TableFilter[] | undefined): FilterValues {
  return Object.fromEntries(
    (filters ?? []).flatMap((filter): [string, string | number | undefined][] => {
      if (filter.control !== 'dateRange') return [[filter.name, filter.default]];
      const [from, to] = filter.params ?? [];
      const range = defaultRangeOf({ defaultRange: filter.defaultRange });
      return from && to ? [[from, range?.[0]], [to, range?.[1]]] : [];
    }),
  );
}

/** The table's own params on its first render: page 1, no keyword, the filters' defaults (a plain table has no filters). */
export function firstPageParams(node: TableNode): Record<string, unknown> {
  const filters = node.plain === true ? {} : defaultFilterValues(node.filters);
  return { ...filters, [node.keywordParam ?? DEFAULT_KEYWORD_PARAM]: '', pageNum: 1, pageSize: node.pageSize ?? DEFAULT_PAGE_SIZE };
}

/**
 * The request for one page: the data source resolved in the scope, plus the
 * table's own params added as plain values after templating (so text a user
 * types is never read as a template); empty and undefined params are not sent.
 * Undefined when the source's `sendOn` holds it back.
 */
export function tableRequest(source: DataSource, scope: Scope, i18n: I18nProvider, params: Readonly<Record<string, unknown>>): ApiRequest | undefined {
  if (!shouldSend(source, scope)) return undefined;
  const resolved = resolveRequest(source, scope, i18n);
  const own = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  return { ...resolved, params: { ...resolved.params, ...own } };
}

/** The call a table node makes as it mounts (its first page), if any. */
export function firstTableRequest(node: TableNode, scope: Scope, i18n: I18nProvider): ApiRequest | undefined {
  return node.api ? tableRequest(node.api, scope, i18n, firstPageParams(node)) : undefined;
}
