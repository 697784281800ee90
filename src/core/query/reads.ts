/**
 * The reads documents make (data sources, tables, attachment lists) as
 * queries of the portal's QueryClient. A read is keyed by what is sent
 * (method, url, params, body: dataSource.requestKey) and by who sends it: the
 * api the caller's document calls through. Each document origin has its own
 * guarded api (core/calls/guardCalls.ts), so an answer fetched for a product
 * document is never handed to a tenant document whose guard would refuse that
 * call; the query function always goes through the caller's api, which judges
 * the call before it leaves.
 */
import type { QueryClient, QueryFunctionContext } from '@tanstack/query-core';
import { guardOf } from '../calls/guardCalls';
import type { DocumentOrigin } from '../calls/screenCalls';
import { requestKey } from '../dataSource';
import type { ApiEnvelope, ApiProvider, ApiRequest } from '../env';

/** The first part of every read's key (invalidation after a write, forgetting a session). */
export const READS = 'read';

/** Who asks: the api underneath (one per session), the exact api called through, and the origin its guard judges for. */
export interface ReadCaller {
  api: number;
  caller: number;
  origin: DocumentOrigin | 'unguarded';
}

type ReadKey = readonly [typeof READS, ReadCaller, string];

const ids = new WeakMap<ApiProvider, number>();
let lastId = 0;

/** A number that names `api` in keys (an object cannot be hashed into one). */
function idOf(api: ApiProvider): number {
  let id = ids.get(api);
  if (id === undefined) {
    lastId += 1;
    id = lastId;
    ids.set(api, id);
  }
  return id;
}

export function callerOf(api: ApiProvider): ReadCaller {
  const guard = guardOf(api);
  return { api: idOf(guard?.raw ?? api), caller: idOf(api), origin: guard?.origin ?? 'unguarded' };
}

export function readKey(api: ApiProvider, request: ApiRequest): ReadKey {
  return [READS, callerOf(api), requestKey(request)];
}

interface ReadQuery {
  queryKey: ReadKey;
  queryFn: (context: QueryFunctionContext) => Promise<ApiEnvelope>;
}

/** The query of `request` sent through `api`; TanStack's signal aborts it when no node waits for it any more. */
export function readQuery(api: ApiProvider, request: ApiRequest): ReadQuery {
  return { queryKey: readKey(api, request), queryFn: ({ signal }) => api.request({ ...request, signal }) };
}

/** Whether a request may be sent before the node that makes it is on screen: reads that tell nobody they succeeded. */
function mayPrefetch(request: ApiRequest): boolean {
  const method = (request.method ?? 'get').toLowerCase();
  return method === 'get' && (request.url !== '' || request.permission !== undefined) && request.sse !== true && request.successMsg === undefined;
}

/** Why a read started ahead failed; it told nobody, so the node that takes it calls again itself (useRead). */
export class PrefetchFailed extends Error {
  readonly reason: unknown;
  constructor(reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'PrefetchFailed';
    this.reason = reason;
  }
}

/**
 * Starts `request` ahead of the node that will make it (render-as-you-fetch); the node takes the
 * same query. It is sent `silent`: a failure is the node's to tell, with a call of its own.
 */
export function prefetchRead(client: QueryClient, api: ApiProvider, request: ApiRequest): void {
  if (!mayPrefetch(request)) return;
  const { queryKey } = readQuery(api, request);
  void client.prefetchQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.request({ ...request, silent: true, signal }).catch((error: unknown) => {
        throw new PrefetchFailed(error);
      }),
  });
}

/**
 * `api` that, after each successful write (any method but GET, HEAD and session-info's `sse`
 * call), marks every kept query stale: the next node, screen opening or studio list that mounts
 * asks again, so nothing read before a save or a publish stands for after it. What is on screen
 * keeps its data until an action reloads it, as before.
 */
export function withStaleAfterWrite<A extends ApiProvider>(api: A, client: QueryClient): A {
  return {
    ...api,
    async request<T = unknown>(request: ApiRequest): Promise<ApiEnvelope<T>> {
      const answer = await api.request<T>(request);
      const method = request.method.toLowerCase();
      if (method !== 'get' && method !== 'head' && request.sse !== true) void client.invalidateQueries({ refetchType: 'none' });
      return answer;
    },
  };
}

/** Drops every read made through `rawApi` (a session that ended: another user must never see them). */
export function forgetReadsOf(client: QueryClient, rawApi: ApiProvider): void {
  client.removeQueries({ queryKey: [READS, { api: idOf(rawApi) }] });
}
