/**
 * The server's door for screen documents: the shared checks of
 * src/core/schema/checkDocument.ts, with what only the server knows about
 * this tenant: which screens exist (shipped files, the tenant's published
 * `t/` screens and overrides, minus deleted ones) and which translation keys
 * exist (the portal's bundles, platform messages and the tenant's texts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DocumentChecker, DocumentProblem, ScreenResolver } from '../../src/core/schema/checkDocument';
import { createDocumentChecker } from '../../src/core/schema/checkDocument';
import { rootKindOf, targetKindOf } from '../../src/core/schema/screenTargets';
import type { Db } from '../db/client';
import { i18nMessages } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { serverDefinitions, serverMetaSchema } from './metaSchemaSource';
import { shippedScreens } from './shipped';
import { allLiveVersions, deletedScreens } from './screenStore';
import { repoPath } from '../repoRoot';

let checker: Promise<DocumentChecker> | undefined;

/** The checker over the renderers' meta-schema, built on first use. */
export function documentChecker(): Promise<DocumentChecker> {
  checker ??= serverDefinitions().then(async (definitions) => createDocumentChecker(await serverMetaSchema(definitions), undefined, definitions));
  return checker;
}

const LOCALES_DIR = repoPath('src/i18n/locales');

function flatten(tree: unknown, prefix: string, into: Set<string>): void {
  if (tree === null || typeof tree !== 'object') {
    into.add(prefix);
    return;
  }
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
}

let bundledKeys: Set<string> | undefined;

/** Every key of the portal's translation bundles, `<area>.<path>` (either language). */
export function bundledTextKeys(): ReadonlySet<string> {
  if (!bundledKeys) {
    const keys = new Set<string>();
    for (const lang of readdirSync(LOCALES_DIR)) {
      for (const file of readdirSync(`${LOCALES_DIR}/${lang}`).filter((name) => name.endsWith('.json'))) {
        flatten(JSON.parse(readFileSync(`${LOCALES_DIR}/${lang}/${file}`, 'utf8')), file.replace(/\.json$/, ''), keys);
      }
    }
    bundledKeys = keys;
  }
  return bundledKeys;
}

/** Screens that are targets for the tenant, with their kind (the rule of src/core/schema/screenTargets.ts). */
export async function tenantScreenResolver(db: Db, scope: TenantScope): Promise<ScreenResolver> {
  const published = new Map<string, string>();
  for (const row of await allLiveVersions(db, scope)) if (row.state === 'published') published.set(row.screenId, rootKindOf(row.document));
  const deleted = await deletedScreens(db, scope);
  return (id) => {
    const kind = targetKindOf({ shippedKind: shippedScreens().get(id)?.kind, publishedKind: published.get(id), deleted: deleted.has(id) });
    return kind === undefined ? undefined : { kind };
  };
}

/** Translation keys known in the tenant: the bundles, the platform's messages and the tenant's texts. */
export async function tenantTextKeys(db: Db, scope: TenantScope): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectDistinct({ key: i18nMessages.key })
    .from(i18nMessages)
    .where(or(isNull(i18nMessages.tenantId), and(eq(i18nMessages.tenantId, scope.tenantId))));
  if (rows.length === 0) return bundledTextKeys();
  return new Set([...bundledTextKeys(), ...rows.map((r) => r.key)]);
}

/** The findings that do not refuse `document` (issue 17: nodes without an accessible name). */
export async function documentWarnings(document: unknown): Promise<DocumentProblem[]> {
  return (await documentChecker()).warnings(document);
}

/** Every problem of `document` as a screen of this tenant. */
export async function checkTenantDocument(db: Db, scope: TenantScope, document: unknown): Promise<DocumentProblem[]> {
  const [check, resolveScreen, textKeys] = await Promise.all([documentChecker(), tenantScreenResolver(db, scope), tenantTextKeys(db, scope)]);
  return check.check(document, { resolveScreen, textKeys });
}
