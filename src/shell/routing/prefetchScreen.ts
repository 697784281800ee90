/**
 * Starts loading a fixed main-layout page's screen (its document and the
 * split-out renderers the build listed for it) while the session preload is
 * still running, instead of after it. Measured on a busy 2-core machine: the
 * bulletins table's code was asked for only once the seven preload calls had
 * answered and the layout had rendered; fetching and parsing it meanwhile
 * takes that wait off the first table screen.
 */
import { useState } from 'react';
import { useRuntime } from '../../core/react';
import { preloadRenderers, preloadRendererTypes } from '../../core/react';
import type { Registry } from '../../core/registry';
import { loadScreen, rendererTypesOf, type ScreenSource } from '../../core/schema/screenStore';
import { screenSource } from '../screens/bundledScreens';
import { MAIN_CHILDREN, matchPattern } from '../../menu/mainChildren';
import { MAIN_PATH } from './paths';

/** The screen of the fixed main child a path shows (`/pages/main/bulletins` -> `bulletins/list`), if any. */
export function mainChildScreenOf(pathname: string): string | undefined {
  if (!pathname.startsWith(`${MAIN_PATH}/`)) return undefined;
  const rest = pathname.slice(MAIN_PATH.length + 1).replace(/\/+$/, '');
  const child = MAIN_CHILDREN.find((candidate) => [candidate.pattern, ...candidate.aliases].some((pattern) => matchPattern(pattern, rest)));
  return child?.screenId;
}

/**
 * Starts the loads of a screen's document and renderers, and the ask for the tenant's
 * override when `source` has one (the opening then takes that answer: one request, started
 * sooner); never rejects (the page reports failures).
 */
export function prefetchScreen(id: string, source: ScreenSource, registry: Registry): Promise<void> {
  source.prefetchOverride?.(id);
  const listed = preloadRendererTypes(rendererTypesOf(id, source), registry);
  // The shipped file's code and renderers in any case: an override is rare and usually an edit of it.
  const fromDocument = loadScreen(id, shippedOnly(source))
    .then(({ document }) => preloadRenderers(document, registry))
    .catch(() => undefined);
  return Promise.all([listed, fromDocument]).then(() => undefined);
}

/** `source` without its override calls. */
function shippedOnly(source: ScreenSource): ScreenSource {
  const { fetchOverride: _fetch, prefetchOverride: _prefetch, ...shipped } = source;
  return shipped;
}

/**
 * Prefetches the screen of `pathname` when it is a fixed main child, with the session's override.
 * Started as the main layout renders, not in an effect: the preload is usually done by the time
 * the layout's code has arrived, so the layout's first commit is the whole signed-in page, and its
 * effects ran only once that had rendered (home at 4x CPU: the override was asked ~1.1 s after the
 * layout began rendering, while the page's own part waited for it behind a spinner). Starting a load
 * is safe to repeat: the override is a query (asked once while its answer is fresh), and code
 * modules load once.
 */
export function usePrefetchMainScreen(pathname: string, enabled: boolean): void {
  const { registry, env } = useRuntime();
  const source = env.screens ?? screenSource;
  const id = enabled ? mainChildScreenOf(pathname) : undefined;
  // Once per page (and session) the layout shows, not on every render of it: a later render
  // (a refreshed session, another language) must not ask again for the page already open.
  const [startedFor, setStartedFor] = useState<{ id: string | undefined; source: ScreenSource }>();
  if (!startedFor || startedFor.id !== id || startedFor.source !== source) {
    setStartedFor({ id, source });
    if (id) void prefetchScreen(id, source, registry);
  }
}
