/**
 * The texts the live preview shows in its "preview as" language. The
 * portal's i18next instance holds only the language the portal is shown in:
 * another language's bundle is loaded when someone switches to it, and the
 * platform's and the tenant's texts and the dictionaries are read for the
 * active language only. Asking that instance for English while the portal
 * is Chinese falls back to Chinese, so every key-based text (`home.title`,
 * a renderer's own labels, a dialog's buttons) stayed Chinese and only
 * inline `{ zh-cn, en }` pairs changed. In the portal's own language the
 * preview uses the portal's instance; in the other one it gets an i18next
 * instance of its own, filled as the portal fills its own on a switch
 * (bundle, platform texts, tenant texts over them) with that language's
 * dictionaries, without touching what the rest of the portal shows.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dictEnums, type DictEnums } from '../../core/dicts';
import type { ApiProvider, I18nProvider } from '../../core/env';
import { callerOf, READS } from '../../core/query/reads';
import { useEnv } from '../../core/react';
import { createI18n, ensureLanguage, i18nProviderOf } from '../../i18n/createI18n';
import { normaliseLanguage, type Language } from '../../i18n/resources';
import { mergeServerMessages } from '../../shell/routing/language';
import { dictEnumsAtom } from '../../shell/routing/portalData';
import { loadDicts, loadMessages, loadTenantMessages } from '../../shell/routing/preload';
import { userAtom } from '../../shell/session';

export interface PreviewTexts {
  /** Undefined while the language's texts load (or after they failed to). */
  i18n: I18nProvider | undefined;
  dicts: DictEnums;
  loading: boolean;
  /** The bundled texts are there but the server's (platform, tenant, dictionaries) could not all be read. */
  partial: boolean;
  /** The language's texts could not be loaded at all. */
  failed: boolean;
  retry: () => void;
}

interface LoadedTexts {
  i18n: I18nProvider;
  dicts: DictEnums;
  partial: boolean;
}

/** A fresh instance with `language`'s bundle, platform texts and tenant texts, and its dictionaries. */
export async function loadPreviewTexts(api: ApiProvider, language: Language, tenantId: number | undefined): Promise<LoadedTexts> {
  const instance = createI18n(language);
  await ensureLanguage(instance, language);
  const [messages, tenantMessages, dicts] = await Promise.allSettled([
    loadMessages(api, language),
    tenantId !== undefined && tenantId > 0 ? loadTenantMessages(api, tenantId, language) : Promise.resolve({}),
    loadDicts(api, language),
  ]);
  const valueOf = <T,>(result: PromiseSettledResult<T>, empty: T): T => (result.status === 'fulfilled' ? result.value : empty);
  mergeServerMessages(instance, language, valueOf(messages, {}), valueOf(tenantMessages, {}));
  await instance.changeLanguage(language);
  return {
    i18n: i18nProviderOf(instance),
    dicts: dictEnums(valueOf(dicts, [])),
    partial: [messages, tenantMessages, dicts].some((result) => result.status === 'rejected'),
  };
}

/** The portal's instance, held to `language` (so a later switch of the portal does not move the preview). */
function fixedProvider(i18n: ReturnType<typeof useTranslation>['i18n'], language: Language): I18nProvider {
  const fixed = i18n.getFixedT(language);
  return { language, t: (key, options) => fixed(key, options as Record<string, unknown>), exists: (key) => i18n.exists(key, { lng: language }) };
}

export function usePreviewTexts(language: Language): PreviewTexts {
  const { i18n } = useTranslation();
  const { api } = useEnv();
  const user = useAtomValue(userAtom);
  const portalDicts = useAtomValue(dictEnumsAtom);
  const own = normaliseLanguage(i18n.language) === language;
  const tenantId = user?.tenantId;
  const query = useQuery({
    // A studio read (core/query/reads.ts keys): a text edit in the studio reads it again.
    queryKey: [READS, callerOf(api), 'studio', 'previewTexts', language, tenantId] as const,
    queryFn: () => loadPreviewTexts(api, language, tenantId),
    enabled: !own,
    staleTime: 60_000,
    retry: false,
  });
  const portal = useMemo(() => fixedProvider(i18n, language), [i18n, language]);
  const { refetch } = query;
  return useMemo((): PreviewTexts => {
    const retry = (): void => void refetch();
    if (own) return { i18n: portal, dicts: portalDicts, loading: false, partial: false, failed: false, retry };
    const loaded = query.data;
    return { i18n: loaded?.i18n, dicts: loaded?.dicts ?? portalDicts, loading: query.isPending, partial: loaded?.partial === true, failed: query.isError, retry };
  }, [own, portal, portalDicts, query.data, query.isPending, query.isError, refetch]);
}
