/**
 * The portal's one QueryClient: every read a document, a table, an
 * attachment panel, a screen opening or the studio makes is a query in it,
 * so dedupe, abort, freshness and prefetch are TanStack Query's, not ours.
 * UI-free (query-core only): the early paths load it before React renders.
 */
import { QueryClient } from '@tanstack/query-core';

/**
 * How long a read's answer stands for a node that mounts with the same request
 * (a screen's prefetch, StrictMode's second mount, a dialog over its page) without
 * asking again, and how long an answer nobody shows is kept: data shown is never
 * older than this unless a node keeps showing it.
 */
export const READ_FRESH_MS = 5_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The api client tells the person about each failed call (and logs out on a dead session):
      // a retry would tell them twice, or call a second time after a logout.
      retry: false,
      staleTime: READ_FRESH_MS,
      gcTime: READ_FRESH_MS,
      // A form's values come from its initApi: coming back to the tab or the network must not
      // reload them under the person's edits. A node reloads when an action says so.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // The api client decides what a network failure is; `navigator.onLine` must not hold calls back.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
