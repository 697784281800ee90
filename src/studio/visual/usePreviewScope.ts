/**
 * The scope the live preview renders a draft in, as the "preview as" user
 * (platform, level, language): one hook for the preview and for the table
 * builder's sample of a call, so a call is templated for the same user in both.
 * The editor provides who the preview is for (PreviewAsContext); outside it
 * (a builder alone in a test) it is the session's user as they are.
 */
import { useAtomValue } from 'jotai';
import { createContext, useContext, useMemo } from 'react';
import type { DictEnums } from '../../core/dicts';
import { useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { normaliseLanguage } from '../../i18n/resources';
import { SHELL_ENUMS } from '../../shell/constants/enums';
import { useScreenApps } from '../../shell/pages/screenApps';
import { userAtom } from '../../shell/session';
import { defaultPreviewAs, previewUser, type PreviewAs } from '../preview/previewAs';

/** Who the editor's preview renders for. */
export const PreviewAsContext = createContext<PreviewAs | undefined>(undefined);

/** Who the preview renders for: the editor's choice, else the session's user in the portal's language. */
export function usePreviewAs(): PreviewAs {
  const chosen = useContext(PreviewAsContext);
  const user = useAtomValue(userAtom);
  const { i18n } = useEnv();
  return useMemo(() => chosen ?? defaultPreviewAs(normaliseLanguage(i18n.language), user?.userLevel, user?.type === 1 ? 'su' : 'ep'), [chosen, user, i18n.language]);
}

/** The preview's scope for `as`, with the dictionaries of its language. */
export function usePreviewScope(as: PreviewAs, dicts: DictEnums): Scope {
  const user = useAtomValue(userAtom);
  const apps = useScreenApps();
  return useMemo(
    () =>
      new Scope({
        user: user ? previewUser(user, as) : null,
        platform: as.platform,
        apps,
        enums: SHELL_ENUMS,
        dicts,
        route: { path: window.location.pathname, params: {}, query: {} },
      }),
    [user, as, apps, dicts],
  );
}
