/**
 * The page title, prefixed by the platform name and the edition (spec
 * portal-shell 1): `企业采购协同平台 · 企业版 - 待办事项`. The platform name comes
 * from the server messages (`platform.name`, a tenant may override it), else
 * the portal's own text.
 */
import { atom, useAtomValue } from 'jotai';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Platform } from '../../api';
import { detectPlatform, platformForUser } from '../platform';
import { userAtom } from '../session';
import { editionByOriginAtom, messagesVersionAtom } from './portalData';

/** The current page's own title (set by the main route page), or empty. */
export const pageTitleAtom = atom('');

/** The server's platform-name key. */
const PLATFORM_NAME_KEY = 'platform.name';

/** The platform name and the edition's name, in the active language. */
export function usePlatformName(platform: Platform): { name: string; edition: string } {
  const { t, i18n } = useTranslation();
  useAtomValue(messagesVersionAtom);
  const name = i18n.exists(PLATFORM_NAME_KEY) ? t(PLATFORM_NAME_KEY) : t('layout.platformName');
  return { name, edition: t(`layout.edition.${platform}`) };
}

/** `platform name · edition`, in the active language. */
export function usePlatformTitle(platform: Platform): string {
  const { name, edition } = usePlatformName(platform);
  return `${name} · ${edition}`;
}

/** The platform of the current page and user. */
export function useCurrentPlatform(): Platform {
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  // Before sign-in the origin decides (a supplier portal's own host says su, not ep).
  const detected = detectPlatform(pathname, window.location.origin, useAtomValue(editionByOriginAtom));
  return user ? platformForUser(detected, user) : detected;
}

/** Keeps document.title and the html lang attribute up to date. */
export function DocumentTitle(): ReactElement | null {
  const { i18n } = useTranslation();
  const prefix = usePlatformTitle(useCurrentPlatform());
  const page = useAtomValue(pageTitleAtom);
  useEffect(() => {
    document.title = page ? `${prefix} - ${page}` : prefix;
  }, [prefix, page]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);
  return null;
}
