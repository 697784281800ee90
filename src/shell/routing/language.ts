/**
 * Languages (spec portal-shell 4 and 9): server messages and the tenant's
 * overrides merged into i18next, and the language switch (zh-cn / en):
 * locked on the server when signed in, kept in local storage under `lang`,
 * messages reloaded before the switch so the first render is complete.
 */
import type { i18n as I18next } from 'i18next';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiProvider } from '../../core/env';
import { ensureLanguage } from '../../i18n/createI18n';
import { normaliseLanguage, type Language } from '../../i18n/resources';
import { userAtom } from '../session';
import { dictsAtom, messagesVersionAtom } from './portalData';
import { loadDicts, loadMessages, loadTenantMessages } from './preload';
import { LANGUAGE_KEY } from './storedLanguage';

export { initialLanguage } from './storedLanguage';

/**
 * Merges server messages into the language's bundle: the platform's first,
 * then the tenant's overrides, so an override wins. Dotted keys
 * (`menu.m_workbench`) become nested entries, addressed as written.
 */
export function mergeServerMessages(
  i18n: I18next,
  language: string,
  messages: Readonly<Record<string, string>>,
  tenantMessages: Readonly<Record<string, string>> = {},
): void {
  const lng = normaliseLanguage(language);
  for (const source of [messages, tenantMessages]) {
    for (const [key, value] of Object.entries(source)) {
      // A key that would replace a whole group of our own strings (e.g. `layout`) is ignored.
      const existing = i18n.getResource(lng, 'translation', key) as unknown;
      if (existing !== undefined && typeof existing !== 'string') continue;
      i18n.addResource(lng, 'translation', key, value, { silent: true });
    }
  }
}

/** Saves the language in local storage (private mode may refuse: the switch still works). */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
}

/**
 * The language switch. Returns a function that locks the language on the
 * server (signed in), loads its messages, dictionaries and tenant
 * overrides, then changes i18next's language and remembers it.
 */
export function useLanguageSwitch(api: ApiProvider): (language: string) => Promise<void> {
  const { i18n } = useTranslation();
  const store = useStore();
  const setDicts = useSetAtom(dictsAtom);
  const bumpMessages = useSetAtom(messagesVersionAtom);
  return useCallback(
    async (language: string) => {
      // The texts first: without them there is nothing to switch to (a failed load rejects, the language stays).
      const lng = await ensureLanguage(i18n, language);
      const user = store.get(userAtom);
      if (user) {
        // spec portal-shell 4: a changed language is locked on the server.
        await api.request({ method: 'post', url: '/eps/auth/i18n/locale/', data: { lang: lng }, silent: true }).catch(() => undefined);
        store.set(userAtom, { ...user, lang: lng });
      }
      try {
        const [messages, tenantMessages, dicts] = await Promise.all([
          loadMessages(api, lng),
          user && user.tenantId > 0 ? loadTenantMessages(api, user.tenantId, lng) : Promise.resolve({}),
          loadDicts(api, lng),
        ]);
        mergeServerMessages(i18n, lng, messages, tenantMessages);
        setDicts(dicts);
        bumpMessages((n) => n + 1);
      } catch {
        // The bundled texts still switch; server texts stay in the old language until the next load.
      }
      storeLanguage(lng);
      await i18n.changeLanguage(lng);
      document.documentElement.lang = lng;
    },
    [api, i18n, store, setDicts, bumpMessages],
  );
}

/** Re-renders the caller when server messages were merged (titles from them change). */
export function useMessagesVersion(): number {
  return useAtomValue(messagesVersionAtom);
}
