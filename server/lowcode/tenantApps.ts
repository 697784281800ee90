/**
 * The app record of an app a tenant adds in the studio. The portal launches
 * an app (home tile, Apps menu) from its listPermissionApp record, so an app
 * root without one says "menu being prepared". Adding an app root (type 2 or
 * 11) therefore adds, in the same transaction, the tenant's own `apps` row
 * (internal link type, opening the app's first page, as shipped apps do),
 * and for an embedded app (`{name}-ui` target) its first page, so the app
 * opens its micro-app or iframe at once. Renaming the root renames the app.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps } from '../db/schema';
import type { LocalizedText } from '../db/tables/menu';
import type { TenantScope } from '../db/tenantScope';
import { letterIcon } from '../db/seed/icons';
import { parseUri } from '../../src/menu/index';

/** Colours of tenant app icons, picked by the app's code so an app keeps its colour. */
const ICON_COLOURS = ['#1677ff', '#13a8a8', '#722ed1', '#fa8c16', '#52c41a', '#eb2f96', '#2f54eb', '#fa541c'];

/** What the new app root says about its app. */
export interface TenantAppSpec {
  /** The root's permission code: the app's code is derived from it, so it is unique too. */
  code: string;
  name: string;
  i18nTitle: LocalizedText | null;
  uri: string | null;
  appRoute: string;
  /** Host the embedded app in an iframe rather than as a micro-app. */
  iframe: boolean;
}

/** The first character of `name` as XML text (it goes into an SVG). */
function iconLetter(name: string): string {
  const letter = [...name.trim()][0] ?? '?';
  return letter.replace(/[<>&"']/g, '?').toUpperCase();
}

/** The `{name}-ui` app an app root embeds, if its target is one. */
export function embeddedAppOf(uri: string | null | undefined): string | undefined {
  const target = parseUri(uri);
  return target.kind === 'embedded' ? target.app : undefined;
}

/** Inserts the tenant's app row for a new app root; returns its id. Call inside the root's transaction. */
export async function insertTenantApp(tx: Db, scope: TenantScope, spec: TenantAppSpec): Promise<number> {
  const embedded = embeddedAppOf(spec.uri);
  const colour = ICON_COLOURS[[...spec.code].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % ICON_COLOURS.length] as string;
  const [row] = await tx
    .insert(apps)
    .values({
      tenantId: scope.tenantId,
      appCode: `tenant.${spec.code}`,
      name: spec.name,
      type: 0,
      // The sub-app host finds an embedded app's iframe setting by the `{name}-ui` in its href.
      isIframe: embedded && spec.iframe ? 1 : 0,
      icon: letterIcon(iconLetter(spec.i18nTitle?.['zh-cn'] ?? spec.name), colour),
      href: `/pages/main/${embedded ?? spec.appRoute}`,
      i18nTitle: spec.i18nTitle,
      sort: 2000,
    })
    .returning({ id: apps.id });
  if (!row) throw new Error('lowcode: tenant app not inserted');
  return row.id;
}

/** Keeps the tenant's app row named as its root after a rename. */
export async function renameTenantApp(tx: Db, scope: TenantScope, appId: number, name: string, i18nTitle: LocalizedText | null): Promise<void> {
  await tx.update(apps).set({ name, i18nTitle }).where(scope.own(apps, eq(apps.id, appId)));
}
