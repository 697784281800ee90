/**
 * The translation bundles, one per language (bundles/<lang>.ts, merged from
 * one file per area so each part of the product owns its strings; both
 * languages stay complete: tests/unit/i18n checks that they have the same
 * keys). The default language is in the code every page loads; another is
 * loaded when it is shown (page weight: each is ~10 KB compressed,
 * and a page shows one).
 */
import type { Messages } from './bundleOf';
import zhCn from './bundles/zh-cn';
import type { Language } from './languages';

export { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from './languages';

const importers: Readonly<Record<Language, () => Promise<Messages>>> = {
  'zh-cn': () => Promise.resolve(zhCn),
  en: () => import('./bundles/en').then((module) => module.default),
};

const loaded: Partial<Record<Language, Messages>> = { 'zh-cn': zhCn };
const pending: Partial<Record<Language, Promise<Messages>>> = {};

/** The language's texts when they are here (`{ core: {...}, api: {...} }`), else undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[language];
}

/** Every language whose texts are here, with them. */
export function allLoadedMessages(): Readonly<Partial<Record<Language, Messages>>> {
  return { ...loaded };
}

/** Texts already in hand (the bench and the tests import every bundle): no load for them. */
export function provideMessages(language: Language, messages: Messages): void {
  loaded[language] = messages;
}

/**
 * The language's texts, loaded once; a failed load (a network blip) is
 * forgotten, so the next call tries again.
 */
export function loadMessages(language: Language): Promise<Messages> {
  const known = loaded[language];
  if (known) return Promise.resolve(known);
  pending[language] ??= importers[language]().then(
    (messages) => {
      loaded[language] = messages;
      return messages;
    },
    (error: unknown) => {
      delete pending[language];
      throw error;
    },
  );
  return pending[language];
}

export type { Messages };
