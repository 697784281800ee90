/**
 * "Preview as": who the live preview renders for. The studio
 * builds the preview's scope and providers from it, so a configurator sees
 * what a level-2 supplier or an English user will see, without touching the
 * session. Pure; the view is PreviewAsBar.
 */
import type { Language } from '../../i18n/resources';

export interface PreviewAs {
  platform: 'ep' | 'su';
  /** The user level a supplier has (`user.userLevel`), '' for none. */
  userLevel: string;
  language: Language;
  /** The permission keys the preview holds; undefined: the session's own. */
  permissions: readonly string[] | undefined;
}

/** Preview as the configurator is, in the studio's language. */
export function defaultPreviewAs(language: Language, userLevel: string | null | undefined, platform: 'ep' | 'su'): PreviewAs {
  return { platform, userLevel: userLevel ?? '', language, permissions: undefined };
}

/** The user object the preview's scope holds: the session's, made to look like `as`. */
export function previewUser<U extends { type: number; userLevel: string | null; lang: string }>(user: U, as: PreviewAs): U {
  return { ...user, type: as.platform === 'su' ? 1 : 0, userLevel: as.userLevel === '' ? null : as.userLevel, lang: as.language };
}

/** The permission check of the preview: the chosen set, else the session's. */
export function previewHasPermission(as: PreviewAs, session: (key: string) => boolean): (key: string) => boolean {
  if (!as.permissions) return session;
  const granted = new Set(as.permissions);
  return (key) => granted.has(key);
}
