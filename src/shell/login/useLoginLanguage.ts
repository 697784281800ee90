/**
 * The login page's language switch: the shell's `switchLanguage`
 * capability when the portal provides one (it loads server messages and
 * remembers the choice), else i18next plus local storage. Before sign-in
 * the server keeps the choice in a cookie once sign-in locks it (signIn.ts).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { ensureLanguage } from '../../i18n/createI18n';
import { normaliseLanguage } from '../../i18n/resources';

export function useLoginLanguage(): (language: string) => void {
  const env = useEnv();
  const { i18n } = useTranslation();
  return useCallback(
    (language: string) => {
      const lng = normaliseLanguage(language);
      const capability = env.host && Object.prototype.hasOwnProperty.call(env.host, 'switchLanguage') ? env.host['switchLanguage'] : undefined;
      if (capability) {
        void capability({ lang: lng }).catch(() => undefined);
        return;
      }
      try {
        window.localStorage.setItem('lang', lng);
      } catch {
        // Storage unavailable: the choice lasts for this page.
      }
      ensureLanguage(i18n, lng).then(
        () => i18n.changeLanguage(lng),
        // The texts could not load (network): the page stays in its language and says so.
        () => env.notify('error', i18n.t('shell.languageLoadFailed')),
      );
    },
    [env, i18n],
  );
}
