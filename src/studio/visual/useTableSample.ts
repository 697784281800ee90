/**
 * Samples a table's data call once, when the configurator asks: the table's
 * first-page request, templated in the preview's scope (the "preview as"
 * user and language), sent through the same guarded api the preview's
 * document calls through (core/calls/documentEnv.ts), so a call the preview
 * may not make is refused here too, and a call named by permission code goes
 * where the session's permission sets say. The rows are read from the answer
 * as the table reads them (its `responseData`, else `data.items`).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { documentEnv } from '../../core/calls/documentEnv';
import { mapResponse, requestKey } from '../../core/dataSource';
import { useEnv } from '../../core/react';
import type { DataSource } from '../../core/schema/types';
import type { TableNode } from '../../../renderers/table/props.schema';
import { DEFAULT_PAGE_MAPPING, toPage } from '../../../renderers/table/useTableQuery';
import { usePreviewTexts } from '../preview/usePreviewTexts';
import { sampledFields, sampleRequest, type SampledField } from './tableSample';
import { usePreviewAs, usePreviewScope } from './usePreviewScope';

export type TableSample =
  | { status: 'idle' }
  | { status: 'loading' }
  /** The table reads no call (rows from the scope, or no call picked yet). */
  | { status: 'noCall' }
  /** The call's `sendOn` holds it back in the preview's scope. */
  | { status: 'held' }
  | { status: 'failed'; message: string }
  | { status: 'done'; fields: SampledField[]; rows: number };

export interface TableSampleState {
  sample: TableSample;
  /** Calls the table's data call (again). */
  run: () => void;
}

type SampledTable = Pick<TableNode, 'pageSize' | 'keywordParam' | 'filters' | 'plain'> & { api?: DataSource };

export function useTableSample(table: SampledTable): TableSampleState {
  const env = useEnv();
  const as = usePreviewAs();
  const texts = usePreviewTexts(as.language);
  const scope = usePreviewScope(as, texts.dicts);
  const [state, setState] = useState<{ sample: TableSample; key: string | undefined }>({ sample: { status: 'idle' }, key: undefined });
  // The latest run: an answer to an earlier one (the call changed meanwhile) is dropped.
  const latest = useRef(0);
  const i18n = texts.i18n ?? env.i18n;
  const request = useMemo(() => sampleRequest(table, scope, i18n), [table, scope, i18n]);
  const key = request ? requestKey(request) : undefined;

  const run = useCallback(() => {
    latest.current += 1;
    const mine = latest.current;
    const settle = (sample: TableSample): void => {
      if (latest.current === mine) setState({ sample, key });
    };
    if (!table.api) return settle({ status: 'noCall' });
    if (!request) return settle({ status: 'held' });
    settle({ status: 'loading' });
    // `silent`: a failure is told in the builder, not as a message over the page.
    documentEnv(env, 'tenant')
      .api.request({ ...request, silent: true })
      .then((envelope) => {
        const rows = toPage(mapResponse(envelope, table.api?.responseData ?? DEFAULT_PAGE_MAPPING)).rows;
        settle({ status: 'done', fields: sampledFields(rows), rows: rows.length });
      })
      .catch((error: unknown) => settle({ status: 'failed', message: error instanceof Error ? error.message : String(error) }));
  }, [env, request, key, table.api]);

  // A sample of another call (the table's call or its params changed) is no longer shown.
  const sample = state.key === key ? state.sample : { status: 'idle' as const };
  return { sample, run };
}
