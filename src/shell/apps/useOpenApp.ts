/**
 * Opening an app from the top bar (my-apps cascader, common apps): the same
 * launcher as the home tiles' `openApp` host capability
 * (src/shell/apps/useAppLauncher.ts), so every entry point follows the
 * spec's launch rules (portal-shell 4: link types, analytics on each click,
 * warnings, app notices). A click on an app whose launch is under way is
 * ignored.
 */
import { useCallback } from 'react';
import { useEnv } from '../../core/react';
import type { MenuApp } from '../../menu';
import { useAppLauncher } from './useAppLauncher';

export function useOpenApp(): (app: MenuApp) => void {
  const env = useEnv();
  const launch = useAppLauncher(env.api);
  return useCallback(
    (app: MenuApp) => {
      // A failed launch has already told the user (warning or the api client's error).
      launch(app.permissionId).catch(() => undefined);
    },
    [launch],
  );
}
