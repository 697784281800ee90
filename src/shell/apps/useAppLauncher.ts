/**
 * The shell's app launcher: one function for every entry point (the
 * `openApp` host capability of the home tiles, the my-apps cascader, common
 * apps). It finds the app in the menu model and listPermissionApp, runs
 * {@link launchApp} at most once at a time per app (launchOnce), then shows
 * the app's notices. Resolves with what the launch did; rejects when it
 * failed (the user has been told).
 */
import { useStore } from 'jotai';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ApiProvider, NotifyLevel } from '../../core/env';
import { TOAST_MS } from '../env/createPortalEnv';
import { useFeedback } from '../env/feedback';
import { openNewWindow } from '../env/openNewWindow';
import { menuModelAtom, permissionAppsAtom } from '../routing/portalData';
import { lastViewOfAppAtom } from '../state/views';
import { appInfoOf, LAUNCH_WARNINGS, launchApp, LaunchError, type LaunchDeps, type LaunchResult } from './launchApp';
import { launchOnce } from './launchState';
import { showAppNotices } from './showAppNotices';

/** Launches the app whose root permission id is given. */
export type AppLauncher = (permissionId: number) => Promise<LaunchResult>;

/**
 * The launcher for `api`. Its notices and windows look like the runtime
 * env's (src/shell/env/createPortalEnv.ts): the host capabilities are made
 * before that env exists, so the same antd adapters are used here directly.
 */
export function useAppLauncher(api: ApiProvider): AppLauncher {
  const store = useStore();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { notification, message, modal } = useFeedback();
  // The latest router and adapters, read at launch time: the launcher keeps
  // one identity per store and api, so the host capabilities (and the
  // runtime env made from them) do not change on each navigation.
  const latest = useRef({ navigate, t, notification, message, modal });
  useLayoutEffect(() => {
    latest.current = { navigate, t, notification, message, modal };
  });

  return useCallback(
    (permissionId: number) =>
      launchOnce(store, permissionId, async () => {
        const { navigate, t, notification, message, modal } = latest.current;
        const notify = (level: NotifyLevel, text: string): void => {
          if (level === 'success') void message.success(text, TOAST_MS / 1000);
          else notification[level]({ message: t(`shell.notice.${level}`), description: text, placement: 'top', duration: 0 });
        };
        const app = store.get(menuModelAtom).apps.find((a) => a.permissionId === permissionId);
        if (!app) {
          // Not (yet) in the permission set: the spec's 'menu being prepared'.
          notify('warning', t(LAUNCH_WARNINGS.preparing));
          throw new LaunchError('preparing', `no app with permission id ${permissionId}`);
        }
        const deps: LaunchDeps = {
          api,
          navigate: (to) => navigate(to),
          openWindow: (url) => openNewWindow(url, { notification, t: (key) => t(key) }),
          notify,
          t: (key) => t(key),
        };
        const lastPath = store.get(lastViewOfAppAtom(String(app.permissionId)))?.fullPath;
        const result = await launchApp({ app, info: appInfoOf(app, store.get(permissionAppsAtom)), lastPath }, deps);
        void showAppNotices(app.appInfoId, api, modal, t('shell.ok'));
        return result;
      }),
    [store, api],
  );
}
