/**
 * One read of a node (a data source, a table page, an attachment list) on
 * the portal's QueryClient: the answer's envelope, whether a call is on its
 * way, the last failure, and a reload that calls again. Shared so each node
 * kind only maps the envelope into what it shows.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { ApiEnvelope, ApiProvider, ApiRequest } from '../env';
import { PrefetchFailed, readQuery } from '../query/reads';

export interface ReadState {
  /** The last answer (kept while the next request's answer is on its way, and when a call fails). */
  envelope: ApiEnvelope | undefined;
  /** A call is on its way for the current request. */
  loading: boolean;
  /** Why the last call failed; undefined while calling again or after a success. */
  error: unknown;
  /** Calls again with the current request (an action's `reload`); resolves when it has answered. */
  reload(): Promise<void>;
}

/** No request (a source held back by `sendOn`, or none): a query that never runs. */
const NO_REQUEST: ApiRequest = { method: 'get', url: '' };

export function useRead(api: ApiProvider, request: ApiRequest | undefined): ReadState {
  const client = useQueryClient();
  const options = useMemo(() => readQuery(api, request ?? NO_REQUEST), [api, request]);
  // The last rows or data stay on screen while a new request loads, as they did before the client.
  const query = useQuery({ ...options, enabled: request !== undefined, placeholderData: keepPreviousData });
  const { queryKey } = options;
  const reload = useCallback(() => client.invalidateQueries({ queryKey, exact: true }), [client, queryKey]);
  // The call made ahead failed without telling anyone: the node makes its own, which tells the person.
  const prefetchFailed = query.error instanceof PrefetchFailed && !query.isFetching;
  useEffect(() => {
    if (prefetchFailed) void reload();
  }, [prefetchFailed, reload]);
  const loading = request !== undefined && query.isFetching;
  const error = loading || query.error === null ? undefined : query.error;
  return useMemo(() => ({ envelope: query.data, loading, error, reload }), [query.data, loading, error, reload]);
}
