/**
 * The i18next instance of the portal and its adapter to the core's
 * I18nProvider (STYLE 5).
 */
import i18next, { type i18n as I18next } from 'i18next';
import type { I18nProvider } from '../core/env';
import { DEFAULT_LANGUAGE, messages, normaliseLanguage, type Language } from './resources';

/** A ready i18next instance with every bundle loaded (they are bundled: no network). */
export function createI18n(language: string = DEFAULT_LANGUAGE): I18next {
  const instance = i18next.createInstance();
  void instance.init({
    lng: normaliseLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh-cn', 'en'],
    lowerCaseLng: true,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      'zh-cn': { translation: messages['zh-cn'] },
      en: { translation: messages.en },
    },
    returnNull: false,
  });
  return instance;
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
