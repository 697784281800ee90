/**
 * Shell capabilities a schema calls with the `host` action (ARCHITECTURE:
 * the code lives in the shell, once):
 * - `refreshSession`: reads session-info again and updates the session, so
 *   a forced-state form moves the gate to the next state;
 * - `switchLanguage` `{ lang }`: the top bar's language switch;
 * - `openApp` `{ permissionId }`: launches the app whose root permission id
 *   (menu model `MenuApp.permissionId`) is given, by its link type (spec
 *   portal-shell 4), then shows its notices; resolves with what the launch
 *   did once done (a new window: after the progress fade), rejects when it
 *   failed. A second call while that app's launch is under way gets the
 *   same promise and starts nothing;
 * - `closeView`: closes the active view (its tab) and goes where the view
 *   store says (its neighbour, else the previous app, else home), so a screen
 *   that is done (an approval sent, a Back button) leaves as a tab close does.
 */
import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiProvider, HostCapability } from '../core/env';
import { useAppLauncher } from './apps/useAppLauncher';
import { userAtom } from './session';
import { removeActiveViewAtom } from './state/views';
import { useLanguageSwitch } from './routing/language';
import { fetchSessionInfo } from './routing/sessionLifecycle';

export function useShellHostCapabilities(api: ApiProvider): Readonly<Record<string, HostCapability>> {
  const setUser = useSetAtom(userAtom);
  const switchLanguage = useLanguageSwitch(api);
  const launchApp = useAppLauncher(api);
  const closeActiveView = useSetAtom(removeActiveViewAtom);
  const navigate = useNavigate();
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
      openApp: async (args) => launchApp(permissionIdOf(args.permissionId)),
      closeView: () => {
        const { navigateTo } = closeActiveView();
        navigate(navigateTo);
        return Promise.resolve(undefined);
      },
    }),
    [api, setUser, switchLanguage, launchApp, closeActiveView, navigate],
  );
}

/** The `permissionId` arg: a number, or the digits a `${item.permissionId}` template may give. */
function permissionIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error(`openApp: permissionId must be an integer, got ${JSON.stringify(value)}`);
  return id;
}
