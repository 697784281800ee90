/**
 * The screens this tenant has, with their root type, for the editor's lint
 * of `screenDialog` targets: the same resolver the server and
 * `schemas:check` feed to src/core/schema/checkDocument.ts, from the screens
 * list's `targetKind`. Until the list arrives (or when it fails) targets are not checked,
 * rather than every target reported missing; the server still checks on save.
 */
import { useEffect, useState } from 'react';
import type { LowcodeApi, ScreenListEntry } from '../lowcodeApi';

/**
 * Id -> kind of every screen a reference may name, as the server decides it
 * on save (`targetKind`: shipped or published, not deleted; a draft-only
 * `t/` screen is none), so the editor does not pass what the server refuses.
 */
export function screenKindsOf(entries: readonly ScreenListEntry[]): ReadonlyMap<string, string> {
  const kinds = new Map<string, string>();
  for (const entry of entries) if (entry.targetKind !== undefined) kinds.set(entry.id, entry.targetKind);
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
