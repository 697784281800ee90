/**
 * The server's door for screen documents: the shared checks of
 * src/core/schema/checkDocument.ts, with what only the server knows about
 * this tenant: which screens exist (shipped files, the tenant's published
 * `t/` screens and overrides, minus deleted ones) and which translation keys
 * exist (the portal's bundles, platform messages and the tenant's texts).
 * The facts are read here, on the request thread; the check itself runs in
 * the check worker (documentCheckPool.ts).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ScreenResolver } from '@core/schema/checkDocument';
import { checkDepth } from '@core/schema/checkDocument';
import { targetKindOf } from '@core/schema/screenTargets';
import type { Db } from '../db/client';
import { i18nMessages, screenVersions } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import type { DocumentCheckResult } from './documentCheckRun';
import type { CheckRefusal, DocumentChecks } from './documentCheckPool';
import { shippedScreens } from './shipped';
import { deletedScreens } from './screenStore';

export { documentChecker } from './documentCheckRun';

/** Every screen that is a target for the tenant, with its kind (the rule of src/core/schema/screenTargets.ts). */
export async function tenantScreenKinds(db: Db, scope: TenantScope): Promise<Map<string, string>> {
  // The root type only, as rootKindOf reads it: every save asks, and reading every live document back (drafts of
  // up to 1 MB each) cost the request thread more than the check it prepares.
  const rows = await db
    .select({ id: screenVersions.screenId, kind: sql<string>`case when jsonb_typeof(${screenVersions.document} -> 'type') = 'string' then ${screenVersions.document} ->> 'type' else '' end` })
    .from(screenVersions)
    .where(scope.own(screenVersions, eq(screenVersions.state, 'published')));
  const published = new Map(rows.map((row) => [row.id, row.kind]));
  const deleted = await deletedScreens(db, scope);
  const kinds = new Map<string, string>();
  for (const id of new Set([...shippedScreens().keys(), ...published.keys()])) {
    const kind = targetKindOf({ shippedKind: shippedScreens().get(id)?.kind, publishedKind: published.get(id), deleted: deleted.has(id) });
    if (kind !== undefined) kinds.set(id, kind);
  }
  return kinds;
}

/** Screens that are targets for the tenant, with their kind. */
export async function tenantScreenResolver(db: Db, scope: TenantScope): Promise<ScreenResolver> {
  const kinds = await tenantScreenKinds(db, scope);
  return (id) => {
    const kind = kinds.get(id);
    return kind === undefined ? undefined : { kind };
  };
}

/** Translation keys of the database known in the tenant: the platform's messages and the tenant's texts. */
export async function tenantDatabaseTextKeys(db: Db, scope: TenantScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: i18nMessages.key })
    .from(i18nMessages)
    .where(or(isNull(i18nMessages.tenantId), and(eq(i18nMessages.tenantId, scope.tenantId))));
  return rows.map((r) => r.key);
}

/**
 * Every problem of `document` as a screen of this tenant, and when `saving` the findings that do not refuse it
 * and its hash; or why it could not be checked. Only the depth is measured here, without recursion: the text sent to the
 * worker is written by JSON.stringify, which recurses once per level.
 */
export async function checkTenantDocument(
  checks: DocumentChecks,
  db: Db,
  scope: TenantScope,
  document: unknown,
  saving = false,
): Promise<DocumentCheckResult | CheckRefusal> {
  const tooDeep = checkDepth(document);
  if (tooDeep.length > 0) return { problems: tooDeep, warnings: [] };
  const [screens, textKeys] = await Promise.all([tenantScreenKinds(db, scope), tenantDatabaseTextKeys(db, scope)]);
  return checks.run({ json: JSON.stringify(document) ?? 'null', screens: [...screens], textKeys, saving });
}
