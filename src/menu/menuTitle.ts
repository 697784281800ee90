/**
 * Titles of apps, menu items and views in the active language. A node's
 * translation key (its translateCode, or an app's appCode) wins when i18next
 * has it, so the platform messages and a tenant's overrides (merged at
 * preload) show; otherwise the node's own `{ zh-cn, en }` title or name.
 */
import type { I18nProvider } from '../core/env';
import type { LocalizedText } from '../core/schema/types';
import { resolveText } from '../core/text';
import type { MenuApp, PermissionApp } from './types';

/** Anything with a title and an optional translation key. */
export interface Titled {
  title: LocalizedText;
  titleKey?: string | undefined;
}

/** The title of a menu item, route or history entry. */
export function menuTitle(item: Titled, i18n: I18nProvider): string {
  if (item.titleKey && i18n.exists(item.titleKey)) {
    const text = i18n.t(item.titleKey);
    if (text && text !== item.titleKey) return text;
  }
  return resolveText(item.title, i18n);
}

/** The title of an app: its appCode key (listPermissionApp), else the root node's title. */
export function appTitle(app: MenuApp, apps: readonly PermissionApp[], i18n: I18nProvider): string {
  const info = app.appInfoId === undefined ? undefined : apps.find((a) => a.id === app.appInfoId);
  if (info?.appCode && i18n.exists(info.appCode)) return i18n.t(info.appCode);
  return menuTitle(app, i18n);
}

/** The icon image (data URL or address) of an app from listPermissionApp, if any. */
export function appIcon(app: MenuApp, apps: readonly PermissionApp[]): string | undefined {
  const info = app.appInfoId === undefined ? undefined : apps.find((a) => a.id === app.appInfoId);
  return info?.icon ?? undefined;
}
