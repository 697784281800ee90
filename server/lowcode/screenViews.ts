/**
 * What the studio reads about screens: the list of every screen id
 * with its state, and one screen's shipped, published and draft documents
 * with the drift of the shipped file since the tenant's version was based on it.
 */
import type { Db } from '../db/client';
import type { TenantScope } from '../db/tenantScope';
import { rootKindOf, targetKindOf } from '@core/schema/screenTargets';
import type { VersionRow } from './screenStore';
import { allLiveVersions, deletedScreens, isTenantScreenId, liveVersions, migrated, storedScreenIds, versionWithDocument } from './screenStore';
import { shippedScreens } from './shipped';

/** Values of the list's `state` filter. */
export const SCREEN_FILTERS = ['shipped', 'overridden', 'draft', 'tenant', 'deleted'] as const;

/** `shipped`: the file only; `overridden`: a published override of a file; `tenant`: a `t/` screen; `deleted`: a soft-deleted `t/` screen. */
export type ScreenState = 'shipped' | 'overridden' | 'tenant' | 'deleted';

/** The version a drift is measured from: the draft's line of work, else the published one. */
function driftOf(id: string, draft?: VersionRow, published?: VersionRow) {
  const shipped = shippedScreens().get(id);
  const base = draft ?? published;
  if (!shipped || !base || base.basedOnHash === null || base.basedOnHash === shipped.hash) return null;
  return { version: base.version, basedOnHash: base.basedOnHash, shippedHash: shipped.hash, basedOnDocument: base.basedOnDocument === null ? null : migrated(base.basedOnDocument) };
}

/** Every screen of the tenant's studio, sorted by id. */
export async function listScreens(db: Db, scope: TenantScope, filter: { state?: string; q?: string }) {
  const live = await allLiveVersions(db, scope);
  const deleted = await deletedScreens(db, scope);
  const ids = new Set<string>([...shippedScreens().keys(), ...(await storedScreenIds(db, scope)).filter(isTenantScreenId)]);
  const items = [...ids].sort().map((id) => {
    const draft = live.find((r) => r.screenId === id && r.state === 'draft');
    const published = live.find((r) => r.screenId === id && r.state === 'published');
    const shipped = shippedScreens().get(id);
    const state: ScreenState = deleted.has(id) ? 'deleted' : isTenantScreenId(id) ? 'tenant' : published ? 'overridden' : 'shipped';
    const latest = [draft, published].filter((r): r is VersionRow => r !== undefined).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    return {
      id,
      state,
      kind: rootKindOf(published?.document ?? draft?.document ?? shipped?.document),
      // What a menu or a screenDialog naming it resolves to (null: no target, e.g. a draft-only t/ screen).
      targetKind: targetKindOf({ shippedKind: shipped?.kind, publishedKind: published ? rootKindOf(published.document) : undefined, deleted: deleted.has(id) }) ?? null,
      shipped: shipped !== undefined,
      hasDraft: draft !== undefined,
      publishedVersion: published?.version ?? null,
      draftVersion: draft?.version ?? null,
      drift: driftOf(id, draft, published) !== null,
      updatedAt: latest?.createdAt.toISOString() ?? null,
      updatedBy: latest?.authorName ?? null,
    };
  });
  const q = filter.q?.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!q || item.id.toLowerCase().includes(q)) &&
      (!filter.state || (filter.state === 'draft' ? item.hasDraft && item.state !== 'deleted' : item.state === filter.state)),
  );
}

/** One screen's documents, or undefined for a `t/` id the tenant never stored. */
export async function screenDetail(db: Db, scope: TenantScope, id: string) {
  const shipped = shippedScreens().get(id);
  const { draft, published } = await liveVersions(db, scope, id);
  const deletion = (await deletedScreens(db, scope)).get(id);
  if (!shipped && !draft && !published && !deletion) return undefined;
  return {
    id,
    state: (deletion ? 'deleted' : isTenantScreenId(id) ? 'tenant' : published ? 'overridden' : 'shipped') as ScreenState,
    shipped: shipped ? { document: migrated(shipped.document), hash: shipped.hash } : null,
    published: published ? versionWithDocument(published) : null,
    draft: draft ? versionWithDocument(draft) : null,
    drift: driftOf(id, draft, published),
    deletedAt: deletion?.deletedAt.toISOString() ?? null,
  };
}
