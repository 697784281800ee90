/**
 * Writes of the tenant's screen versions, each in one transaction
 * with its audit entry: save the draft, publish it, roll back to a version,
 * revert an override / soft-delete a `t/` screen, restore it. History is
 * never rewritten: a rollback or a restore is a new published version, and
 * a replaced version becomes `archived`. The partial unique indexes keep at
 * most one draft and one published version per tenant and screen even if two
 * requests race.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { screenDeletions, screenVersions } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { AppError } from '../http/errors';
import { API_CODES } from '../http/codes';
import { sqlStateOf } from '../http/storageFault';
import { audit, userNameOf } from './audit';
import { documentHash } from './hash';
import type { VersionRow } from './screenStore';
import { isTenantScreenId, liveVersions, nextVersion, screenToken } from './screenStore';
import { staleRecord } from '../http/recordVersions';

/** What a version was based on: the shipped file's hash and document (none for `t/` screens). */
export interface BasedOn {
  hash: string | null;
  document: unknown;
}

/**
 * What PostgreSQL (or PGlite) reports when another request's write won: a unique violation (23505) on the
 * partial unique indexes, a deadlock (40P01) of two writes locking the same versions in turn.
 */
const LOST_RACE = new Set(['23505', '40P01']);

/** The 409 of a write that lost to another request's write of the same screen: try again, not a 500. */
const screenBusy = (id: string): AppError => new AppError(409, API_CODES.BAD_REQUEST, 'lowcode.screenBusy', { id });

/**
 * Runs one write; two writes of the same screen racing each other hit the
 * partial unique indexes, and the loser gets a 409 to retry, not a 500.
 */
async function exclusive<T>(id: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (LOST_RACE.has(sqlStateOf(error) ?? '')) throw screenBusy(id);
    throw error;
  }
}

async function author(tx: Db, scope: TenantScope) {
  return { authorId: scope.session.userId, authorName: await userNameOf(tx, scope.session.userId) };
}

async function archive(tx: Db, row: VersionRow | undefined): Promise<void> {
  if (row) await tx.update(screenVersions).set({ state: 'archived' }).where(eq(screenVersions.id, row.id));
}

/** Refuses a write made from a copy of the screen that another write has replaced since (`expected`: its {@link screenToken}). */
function assertCurrent(live: Parameters<typeof screenToken>[0], expected: string | undefined): void {
  if (expected !== undefined && screenToken(live) !== expected) throw staleRecord();
}

/**
 * Saves (creates or replaces) the draft; `hash` when the caller has it already (the check worker computes it).
 * `text` is the document's JSON as it was sent, kept byte for byte (default: `document` serialised).
 * `expected`: the screen's token the editor's copy had; another save or publish since refuses this one (409).
 */
export async function saveDraft(
  db: Db,
  scope: TenantScope,
  id: string,
  document: unknown,
  basedOn: BasedOn,
  hash = documentHash(document),
  text: string = JSON.stringify(document),
  expected?: string,
): Promise<VersionRow> {
  return exclusive(id, () => db.transaction(async (tx) => {
    const live = await liveVersions(tx, scope, id, true);
    assertCurrent(live, expected);
    const { draft } = live;
    const values = { document, documentText: text, hash, basedOnHash: basedOn.hash, basedOnDocument: basedOn.document ?? null, ...(await author(tx, scope)), createdAt: new Date() };
    let row: VersionRow | undefined;
    if (draft) {
      [row] = await tx.update(screenVersions).set(values).where(eq(screenVersions.id, draft.id)).returning();
    } else {
      [row] = await tx
        .insert(screenVersions)
        .values({ tenantId: scope.tenantId, screenId: id, version: await nextVersion(tx, scope, id), state: 'draft', ...values })
        .returning();
    }
    if (!row) throw new Error('lowcode: draft not stored');
    await audit(tx, scope, { kind: 'screen', action: 'draft', target: id, version: row.version, beforeHash: draft?.hash ?? null, afterHash: hash });
    return row;
  }));
}

/** The draft becomes the published version; the previous published one is archived. `expected` as for {@link saveDraft}. */
export async function publishDraft(db: Db, scope: TenantScope, draft: VersionRow, message: string | null, expected?: string): Promise<VersionRow> {
  return exclusive(draft.screenId, () => db.transaction(async (tx) => {
    const live = await liveVersions(tx, scope, draft.screenId, true);
    // The draft the editor last saw must be the one published: not another editor's saved since.
    assertCurrent(live, expected);
    const { published } = live;
    await archive(tx, published);
    const [row] = await tx
      .update(screenVersions)
      .set({ state: 'published', message, ...(await author(tx, scope)), createdAt: new Date() })
      .where(and(eq(screenVersions.id, draft.id), eq(screenVersions.state, 'draft')))
      .returning();
    // The draft read before this transaction is no draft any more: a publish beside this one (it waited on
    // the row lock, then found the state changed) or a save replaced it. The loser's transaction rolls back.
    if (!row) throw screenBusy(draft.screenId);
    await audit(tx, scope, { kind: 'screen', action: 'publish', target: draft.screenId, version: row.version, beforeHash: published?.hash ?? null, afterHash: row.hash });
    return row;
  }));
}

/**
 * A new version equal to `source`: published (rollback, restore of a
 * published screen; the previous published one is archived), or a draft
 * (restore of a `t/` screen that was never published).
 */
export async function republish(
  db: Db,
  scope: TenantScope,
  source: VersionRow,
  action: 'rollback' | 'restore',
  message: string | null,
  state: 'published' | 'draft' = 'published',
): Promise<VersionRow> {
  return exclusive(source.screenId, () => db.transaction(async (tx) => {
    const { published, draft } = await liveVersions(tx, scope, source.screenId);
    await archive(tx, state === 'published' ? published : draft);
    if (action === 'restore') await tx.delete(screenDeletions).where(scope.own(screenDeletions, eq(screenDeletions.screenId, source.screenId)));
    const [row] = await tx
      .insert(screenVersions)
      .values({
        tenantId: scope.tenantId,
        screenId: source.screenId,
        version: await nextVersion(tx, scope, source.screenId),
        state,
        document: source.document,
        documentText: source.documentText,
        hash: source.hash,
        basedOnHash: source.basedOnHash,
        basedOnDocument: source.basedOnDocument,
        ...(await author(tx, scope)),
        message,
      })
      .returning();
    if (!row) throw new Error('lowcode: version not stored');
    await audit(tx, scope, { kind: 'screen', action, target: source.screenId, version: row.version, beforeHash: published?.hash ?? null, afterHash: row.hash });
    return row;
  }));
}

/**
 * An override goes back to the shipped file; a `t/` screen is soft-deleted
 * (its published version is remembered for restore). Draft and published
 * versions are archived, never erased. Returns false when there was nothing to do.
 */
export async function revertOrDelete(db: Db, scope: TenantScope, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { draft, published } = await liveVersions(tx, scope, id);
    const tenantOwned = isTenantScreenId(id);
    if (!tenantOwned && !draft && !published) return false;
    if (tenantOwned) {
      const [already] = await tx.select().from(screenDeletions).where(scope.own(screenDeletions, eq(screenDeletions.screenId, id))).limit(1);
      if (already || (!draft && !published)) return false;
      await tx.insert(screenDeletions).values({ tenantId: scope.tenantId, screenId: id, publishedVersion: published?.version ?? null, deletedBy: scope.session.userId });
    }
    await archive(tx, draft);
    await archive(tx, published);
    await audit(tx, scope, { kind: 'screen', action: tenantOwned ? 'delete' : 'revert', target: id, version: published?.version ?? null, beforeHash: published?.hash ?? null, afterHash: null });
    return true;
  });
}
