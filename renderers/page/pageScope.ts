/** The scope a page gives its toolbar and body; also read by the page's definition to start its body's calls ahead. */
import type { Scope } from '@core/scope';
import { isRecord } from '../shared/rootProps';

/**
 * `fetched` is initApi's mapped answer (undefined before it), `local` what
 * `setValue` actions gave the page. The data is `data` in the scope, and its
 * keys are names too.
 */
export function pageScopeOf(
  scope: Scope,
  nodeData: Readonly<Record<string, unknown>> | undefined,
  fetched: unknown,
  local: Readonly<Record<string, unknown>>,
): Scope {
  const base: unknown = isRecord(fetched) || fetched === undefined ? { ...nodeData, ...(fetched as object | undefined) } : fetched;
  const data: unknown = isRecord(base) ? { ...base, ...local } : base;
  return scope.extend(isRecord(data) ? { ...data, data } : { ...local, data });
}
