/**
 * Shell capabilities a schema calls with the `host` action (ARCHITECTURE:
 * the code lives in the shell, once):
 * - `refreshSession`: reads session-info again and updates the session, so
 *   a forced-state form (issue 6) moves the gate to the next state;
 * - `switchLanguage` `{ lang }`: the top bar's language switch.
 */
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { ApiProvider, HostCapability } from '../../core/env';
import { userAtom } from '../session';
import { useLanguageSwitch } from './language';
import { fetchSessionInfo } from './sessionLifecycle';

export function useShellHostCapabilities(api: ApiProvider): Readonly<Record<string, HostCapability>> {
  const setUser = useSetAtom(userAtom);
  const switchLanguage = useLanguageSwitch(api);
  return useMemo(
    () => ({
      refreshSession: async () => {
        const user = await fetchSessionInfo(api, { update: true });
        setUser(user);
        return user;
      },
      switchLanguage: async (args) => {
        await switchLanguage(typeof args.lang === 'string' ? args.lang : 'zh-cn');
        return undefined;
      },
    }),
    [api, setUser, switchLanguage],
  );
}
