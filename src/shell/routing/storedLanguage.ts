/**
 * The language kept in local storage (spec portal-shell 9): a leaf module, so
 * the early start (src/earlyStart.ts) reads it as the portal does.
 */
import { normaliseLanguage, type Language } from '../../i18n/languages';

/** Local storage key of the chosen language (spec portal-shell 9). */
export const LANGUAGE_KEY = 'lang';

/**
 * The language kept in local storage, else zh-cn. main.tsx loads its texts
 * before the first render.
 */
export function initialLanguage(): Language {
  try {
    return normaliseLanguage(window.localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'zh-cn';
  }
}
