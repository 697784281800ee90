/**
 * The screens this tenant has, with their root type, for the editor's lint
 * of `screenDialog` targets (issue 11): the same resolver the server and
 * `schemas:check` feed to src/core/schema/checkDocument.ts, from the screens
 * list. Until the list arrives (or when it fails) targets are not checked,
 * rather than every target reported missing; the server still checks on save.
 */
import { useEffect, useState } from 'react';
import type { LowcodeApi, ScreenListEntry } from '../lowcodeApi';

/** Id -> root node type of every screen that renders for the tenant (deleted `t/` screens do not). */
export function screenKindsOf(entries: readonly ScreenListEntry[]): ReadonlyMap<string, string> {
  const kinds = new Map<string, string>();
  for (const entry of entries) if (entry.state !== 'deleted' && entry.kind) kinds.set(entry.id, entry.kind);
  return kinds;
}

export function useScreenKinds(api: Pick<LowcodeApi, 'screens'>): ReadonlyMap<string, string> | undefined {
  const [kinds, setKinds] = useState<ReadonlyMap<string, string>>();
  useEffect(() => {
    let live = true;
    api
      .screens()
      .then((entries) => live && setKinds(screenKindsOf(entries)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return kinds;
}
