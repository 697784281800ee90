/**
 * Loads one page of a table. The request is the data source resolved in the
 * scope, plus the table's own params (page, keyword, filters) added as plain
 * values after templating, so text a user types is never read as a template.
 * It calls once per distinct request (STYLE 12), drops answers to superseded
 * requests, and keeps the last rows when a call fails.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { mapResponse, requestKey } from '../../src/core/dataSource';
import { callOrTakeHeld } from '../../src/core/heldAnswers';
import { useHeldStart } from '../../src/core/react/useHeldStart';
import { useEnv } from '../../src/core/react';
import type { Scope } from '../../src/core/scope';
import type { DataSource } from '../../src/core/schema/types';
import { isRecord } from '../shared/rootProps';
import { tableRequest } from './tableRequest';

/** Default mapping of a page answer (`data.items` / `data.total`). */
export const DEFAULT_PAGE_MAPPING = { items: 'data.items', total: 'data.total' } as const;

export interface TablePage {
  rows: readonly Record<string, unknown>[];
  total: number;
}

export interface TableQueryState extends TablePage {
  loading: boolean;
  error: unknown;
  reload(): Promise<void>;
}

const EMPTY: TablePage = { rows: [], total: 0 };

/** Rows and total from a mapped answer: `{ items, total }`, or a bare list. */
export function toPage(mapped: unknown): TablePage {
  const list: unknown = Array.isArray(mapped) ? mapped : isRecord(mapped) ? mapped.items : undefined;
  const rows = Array.isArray(list) ? (list as unknown[]).filter(isRecord) : [];
  const total = isRecord(mapped) ? Number(mapped.total) : NaN;
  return { rows, total: Number.isFinite(total) && total >= 0 ? total : rows.length };
}

/**
 * @param params the table's own params (`pageNum`, `pageSize`, keyword, filters); undefined values are not sent.
 */
export function useTableQuery(source: DataSource | undefined, scope: Scope, params: Readonly<Record<string, unknown>>): TableQueryState {
  const env = useEnv();
  const request = useMemo(() => (source ? tableRequest(source, scope, env.i18n, params) : undefined), [source, scope, env.i18n, params]);
  const key = request ? requestKey(request) : undefined;

  const latest = useRef({ request, source });
  useLayoutEffect(() => {
    latest.current = { request, source };
  }, [request, source]);

  // The screen's preload may have this page already (render-as-you-fetch): one render, with the rows.
  const { arrived, takeIfStartedWith } = useHeldStart(env.api, key);
  const [state, setState] = useState<{ page: TablePage; loading: boolean; error: unknown }>(() =>
    arrived && source
      ? { page: toPage(mapResponse(arrived, source.responseData ?? DEFAULT_PAGE_MAPPING)), loading: false, error: undefined }
      : { page: EMPTY, loading: key !== undefined, error: undefined },
  );
  const generation = useRef(0);
  const controller = useRef<AbortController | undefined>(undefined);

  const load = useCallback(
    async (useHeld = false): Promise<void> => {
      const { request: current, source: currentSource } = latest.current;
      if (!current || !currentSource) return;
      const mine = ++generation.current;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      try {
        const envelope = await callOrTakeHeld(env.api, { ...current, signal: abort.signal }, useHeld);
        if (mine !== generation.current) return;
        const page = toPage(mapResponse(envelope, currentSource.responseData ?? DEFAULT_PAGE_MAPPING));
        // The rows render as a transition: in slices that yield to input and paint, not one long task.
        startTransition(() => setState({ page, loading: false, error: undefined }));
      } catch (error) {
        if (mine !== generation.current) return;
        // The api provider has told the user; the rows they had stay on screen.
        setState((previous) => ({ page: previous.page, loading: false, error }));
      }
    },
    [env.api],
  );
  const reload = useCallback(() => load(false), [load]);

  useEffect(() => {
    if (key === undefined) return;
    // Rendered with the held page: it is taken, so no other table reuses it; else load.
    if (!takeIfStartedWith(key)) void load(true);
    return () => {
      // A newer request (or unmount) makes this one's answer stale.
      generation.current += 1;
      controller.current?.abort();
    };
  }, [key, load, takeIfStartedWith]);

  return useMemo(
    () => ({ rows: state.page.rows, total: state.page.total, loading: key !== undefined && state.loading, error: state.error, reload }),
    [state, key, reload],
  );
}
