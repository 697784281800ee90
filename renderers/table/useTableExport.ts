/**
 * What the toolbar's export does: collects every row that matches the
 * table's search and filters (page by page, at the largest page size the
 * table offers, up to `maxRows`), or the scope's rows of a `source` table,
 * and writes them with the columns the person sees.
 */
import { useCallback, useMemo } from 'react';
import { mapResponse } from '@core/dataSource';
import { useEnv } from '@core/react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';
import type { Row } from './buildColumns';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES, type TableNode } from './props.schema';
import { downloadRows, EXPORT_FORMATS, exportColumns, type ExportFormat } from './tableExport';
import { tableRequest } from './tableRequest';
import { DEFAULT_PAGE_MAPPING, toPage } from './useTableQuery';

/** Rows exported when the schema sets no limit. */
export const DEFAULT_EXPORT_ROWS = 1000;

export interface TableExport {
  formats: readonly ExportFormat[];
  run: (format: ExportFormat) => Promise<void>;
}

/** The export of `node`, or undefined when the schema asks for none. */
export function useTableExport(
  node: TableNode,
  scope: Scope,
  text: (value: LocalizedText | undefined) => string,
  query: { params: Readonly<Record<string, unknown>>; hidden: ReadonlySet<string>; localRows: readonly Row[] | undefined },
): TableExport | undefined {
  const env = useEnv();
  const setting = useMemo(() => (node.export === undefined || node.export === false ? undefined : node.export === true ? {} : node.export), [node.export]);
  const { params, hidden, localRows } = query;
  const run = useCallback(
    async (format: ExportFormat): Promise<void> => {
      if (!setting) return;
      const limit = setting.maxRows ?? DEFAULT_EXPORT_ROWS;
      let rows: readonly Row[] = localRows ?? [];
      let total = rows.length;
      if (!localRows && node.api) {
        const chunk = Math.max(...(node.pageSizes ?? DEFAULT_PAGE_SIZES), node.pageSize ?? DEFAULT_PAGE_SIZE);
        const collected: Row[] = [];
        for (let pageNum = 1; collected.length < limit; pageNum += 1) {
          const request = tableRequest(node.api, scope, env.i18n, { ...params, pageNum, pageSize: chunk });
          if (!request) break;
          // A failed call has told the person already (the api client); nothing is written.
          const envelope = await env.api.request(request).catch(() => undefined);
          if (envelope === undefined) return;
          const page = toPage(mapResponse(envelope, node.api.responseData ?? DEFAULT_PAGE_MAPPING));
          collected.push(...page.rows);
          total = page.total;
          if (page.rows.length < chunk || collected.length >= total) break;
        }
        rows = collected;
      }
      const columns = exportColumns(Array.isArray(node.columns) ? node.columns : [], scope, text, hidden);
      try {
        await downloadRows(format, columns, rows.slice(0, limit), text(setting.fileName ?? node.title) || 'export');
      } catch {
        env.notify('error', env.i18n.t('renderers.table.export.failed'));
        return;
      }
      if (total > limit) env.notify('warning', env.i18n.t('renderers.table.export.truncated', { count: limit, total }));
    },
    [setting, localRows, node.api, node.pageSizes, node.pageSize, node.columns, node.title, scope, env, params, text, hidden],
  );
  return setting ? { formats: setting.formats ?? EXPORT_FORMATS, run } : undefined;
}
