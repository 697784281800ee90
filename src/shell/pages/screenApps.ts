/**
 * The signed-in user's apps as schema screens see them (`apps` in their
 * scope): one plain record per app of the menu model, with its translated
 * title and icon from listPermissionApp, so a screen can draw app tiles and
 * open one with the `openApp` host capability (spec portal-shell 2.4, 4).
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { I18nProvider } from '../../core/env';
import { useEnv } from '../../core/react';
import type { MenuModel, PermissionApp } from '../../menu';
import { appIcon, appTitle } from '../../menu/menuTitle';
import { useMessagesVersion } from '../routing/language';
import { menuModelAtom, permissionAppsAtom } from '../routing/portalData';

/** One app in a screen's scope. */
export interface ScreenApp {
  /** The app's root permission id (what `openApp` takes). */
  permissionId: number;
  appInfoId: number | null;
  /** In the active language. */
  title: string;
  /** Image URL or data URL; '' when the app has none. */
  icon: string;
  /** spec portal-shell 4: '0' internal, '1' single sign-on, '2' data portal; null when not configured. */
  linkType: string | null;
  /** The app's first page; null when it has none. */
  redirect: string | null;
}

/** The apps of `model` in menu order, titled in the language of `i18n`. */
export function screenAppsOf(model: MenuModel, apps: readonly PermissionApp[], i18n: I18nProvider): ScreenApp[] {
  return model.apps.map((app) => {
    const info = app.appInfoId === undefined ? undefined : apps.find((a) => a.id === app.appInfoId);
    const type = info?.type;
    return {
      permissionId: app.permissionId,
      appInfoId: app.appInfoId ?? null,
      title: appTitle(app, apps, i18n),
      icon: appIcon(app, apps) ?? '',
      linkType: type === null || type === undefined ? null : String(type),
      redirect: app.redirect ?? null,
    };
  });
}

/** The session's apps for schema screens, made again when the menu, the language or the server messages change. */
export function useScreenApps(): readonly ScreenApp[] {
  const { i18n } = useEnv();
  const model = useAtomValue(menuModelAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const messagesVersion = useMessagesVersion();
  const language = i18n.language;
  return useMemo(
    () => screenAppsOf(model, apps, i18n),
    // `language` and `messagesVersion` change what the titles translate to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [model, apps, i18n, language, messagesVersion],
  );
}
