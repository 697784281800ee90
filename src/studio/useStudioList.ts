/**
 * The studio's lists (screens, audit, menus, texts) as queries of the
 * portal's QueryClient: keyed by the session's api (core/query/reads.ts, so
 * a list never outlives its session) and by what they list. A list is read
 * again each time it is shown (staleTime 0: the studio shows what is stored
 * now), once however many panels show it, and a write the studio makes reads
 * every list it may have changed again (`invalidateStudioLists`).
 */
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ApiProvider } from '../core/env';
import { callerOf, READS } from '../core/query/reads';

const STUDIO = 'studio';

interface StudioList<T> {
  data: T | undefined;
  loading: boolean;
  /** The failure's message; undefined while reading again or after a success. */
  error: string | undefined;
  /** Reads the list again (the retry button). */
  reload(): void;
}

const messageOf = (error: unknown): string => String((error as Error | undefined)?.message ?? error);

/** `read` of the list named `name` (with `params`), through `api`; the last answer stays on screen while the next loads. */
export function useStudioList<T>(api: ApiProvider, name: string, params: unknown, read: () => Promise<T>): StudioList<T> {
  const queryKey = useMemo(() => [READS, callerOf(api), STUDIO, name, params] as const, [api, name, params]);
  const query = useQuery({ queryKey, queryFn: read, staleTime: 0, placeholderData: keepPreviousData });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const error = query.isFetching || query.error === null ? undefined : messageOf(query.error);
  return { data: query.data, loading: query.isFetching, error, reload };
}

/** After a studio write: every studio list shown reads again (the others when next shown). */
function invalidateStudioLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => query.queryKey[0] === READS && query.queryKey[2] === STUDIO });
}

/** What a studio write calls once it has succeeded: the lists it may have changed read again. */
export function useStudioWrites(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => invalidateStudioLists(client), [client]);
}
