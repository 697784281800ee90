/**
 * The i18next instance of the portal and its adapter to the core's
 * I18nProvider (STYLE 5).
 */
import i18next, { type i18n as I18next } from 'i18next';
import type { I18nProvider } from '../core/env';
import { allLoadedMessages, DEFAULT_LANGUAGE, loadMessages, normaliseLanguage, type Language } from './resources';

/** The languages whose bundled texts each instance has. */
const bundledIn = new WeakMap<I18next, Set<Language>>();

/**
 * A ready i18next instance with the bundles loaded so far (the default
 * language always; load another first with `loadMessages`, or add it later
 * with `ensureLanguage`).
 */
export function createI18n(language: string = DEFAULT_LANGUAGE): I18next {
  const instance = i18next.createInstance();
  const loaded = allLoadedMessages();
  const resources = Object.fromEntries(Object.entries(loaded).map(([lng, messages]) => [lng, { translation: messages }]));
  bundledIn.set(instance, new Set(Object.keys(loaded) as Language[]));
  void instance.init({
    lng: normaliseLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh-cn', 'en'],
    lowerCaseLng: true,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources,
    returnNull: false,
  });
  return instance;
}

/**
 * Loads the language's bundled texts into `instance` when it lacks them,
 * before a switch to it (server texts merged after them keep precedence:
 * existing keys are not overwritten). Rejects when the texts cannot load.
 */
export async function ensureLanguage(instance: I18next, language: string): Promise<Language> {
  const lng = normaliseLanguage(language);
  const languages = bundledIn.get(instance) ?? new Set<Language>();
  if (!languages.has(lng)) {
    instance.addResourceBundle(lng, 'translation', await loadMessages(lng), true, false);
    languages.add(lng);
    bundledIn.set(instance, languages);
  }
  return lng;
}

/** The core's view of an i18next instance. */
export function i18nProviderOf(instance: I18next): I18nProvider {
  return {
    get language(): string {
      return normaliseLanguage(instance.language);
    },
    t: (key, options) => instance.t(key, options as Record<string, unknown>),
    exists: (key) => instance.exists(key),
  };
}

export type { Language };
