/**
 * Reads of the tenant's screen versions. Writes are in
 * screenWrites.ts. Every query is scoped by the TenantScope, so another
 * tenant's versions are never read. Documents are migrated to the current
 * schemaVersion as they are read, as files are.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { migrateDocument } from '@core/migrate';
import type { Db } from '../db/client';
import { screenDeletions, screenVersions } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';

/** A stored version row. */
export type VersionRow = typeof screenVersions.$inferSelect;

/** The id prefix of a tenant's own screens. */
export const TENANT_PREFIX = 't/';

/** True for a tenant-owned id (`t/news-table`). */
export const isTenantScreenId = (id: string): boolean => id.startsWith(TENANT_PREFIX);

/** A stored document at the current schemaVersion (as stored when it cannot be migrated: the checks will say why). */
export function migrated(document: unknown): unknown {
  try {
    return migrateDocument(document).document;
  } catch {
    return document;
  }
}

/**
 * A version's document as it was saved: parsed from its text, so its keys keep
 * the order they were typed in (the jsonb column sorts them); migrated.
 */
export function storedDocument(row: Pick<VersionRow, 'documentText' | 'document'>): unknown {
  let document: unknown = row.document;
  // Null for a row saved before the text was kept; a text that does not parse is not expected (it was parsed when saved).
  if (row.documentText !== null) {
    try {
      document = JSON.parse(row.documentText);
    } catch {
      document = row.document;
    }
  }
  return migrated(document);
}

/** A version without its document: the versions list and audit views. */
export function versionInfo(row: VersionRow) {
  return {
    version: row.version,
    state: row.state,
    author: row.authorName,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    message: row.message,
    hash: row.hash,
    basedOnHash: row.basedOnHash,
  };
}

/** A version with its (migrated) document. */
export function versionWithDocument(row: VersionRow) {
  return { ...versionInfo(row), document: storedDocument(row) };
}

/** The draft and the published version of one screen (undefined where none). */
export async function liveVersions(db: Db, scope: TenantScope, id: string, lock = false): Promise<{ draft: VersionRow | undefined; published: VersionRow | undefined }> {
  const query = db
    .select()
    .from(screenVersions)
    .where(scope.own(screenVersions, eq(screenVersions.screenId, id), ne(screenVersions.state, 'archived')));
  // Locked (inside a write's transaction): a second write of the screen waits, then reads what the first left.
  const rows = lock ? await query.for('update') : await query;
  return { draft: rows.find((r) => r.state === 'draft'), published: rows.find((r) => r.state === 'published') };
}

/** Every live (draft or published) version of the tenant. */
export async function allLiveVersions(db: Db, scope: TenantScope): Promise<VersionRow[]> {
  return db.select().from(screenVersions).where(scope.own(screenVersions, inArray(screenVersions.state, ['draft', 'published'])));
}

/** One version by number. */
export async function versionRow(db: Db, scope: TenantScope, id: string, version: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(screenVersions)
    .where(scope.own(screenVersions, eq(screenVersions.screenId, id), eq(screenVersions.version, version)))
    .limit(1);
  return row;
}

/** Ids of every screen the tenant ever stored a version of (archived included: a reverted override stays listed). */
export async function storedScreenIds(db: Db, scope: TenantScope): Promise<string[]> {
  const rows = await db.selectDistinct({ id: screenVersions.screenId }).from(screenVersions).where(scope.own(screenVersions));
  return rows.map((r) => r.id);
}

/** The soft-deleted `t/` screens of the tenant. */
export async function deletedScreens(db: Db, scope: TenantScope): Promise<Map<string, typeof screenDeletions.$inferSelect>> {
  const rows = await db.select().from(screenDeletions).where(scope.own(screenDeletions));
  return new Map(rows.map((r) => [r.screenId, r]));
}

/** The next version number of a screen (1 for the first). */
export async function nextVersion(db: Db, scope: TenantScope, id: string): Promise<number> {
  const [last] = await db
    .select({ version: screenVersions.version })
    .from(screenVersions)
    .where(and(scope.own(screenVersions, eq(screenVersions.screenId, id))))
    .orderBy(desc(screenVersions.version))
    .limit(1);
  return (last?.version ?? 0) + 1;
}

/**
 * The screen's edit state as a record version (http/recordVersions.ts): the published version and the
 * draft's version and content. Any save, publish, rollback, revert or restore moves it.
 */
export function screenToken(live: { draft?: VersionRow | undefined; published?: VersionRow | undefined }): string {
  return `${live.published?.version ?? 0}.${live.draft?.version ?? 0}.${live.draft ? live.draft.hash.slice(0, 16) : '0'}`;
}
