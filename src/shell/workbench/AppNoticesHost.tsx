/**
 * The app notice panel's host in the main layout: while mounted it is the
 * registered panel (registerAppNoticePanel), and opens
 * schemas/shell/app-notices.json (a `steps` dialog: one notice per step,
 * each marked read as it is shown, attachment download through the file
 * call) for the notices an app launch handed over.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Action } from '../../core/actions/types';
import { useActionRunner } from '../../core/react';
import { Scope } from '../../core/scope';
import { registerAppNoticePanel } from '../apps/appNotices';

/** The screen of the notice panel. */
export const APP_NOTICES_SCREEN = 'shell/app-notices';
const OPEN_PANEL: readonly Action[] = [{ action: 'screenDialog', screen: APP_NOTICES_SCREEN }];

export function AppNoticesHost(): null {
  const scope = useMemo(() => new Scope({}), []);
  const run = useActionRunner(scope);
  // The latest runner, read when notices arrive: the panel stays registered once per mount.
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  }, [run]);
  useEffect(
    () =>
      registerAppNoticePanel((notices) => {
        // A panel that cannot open has been reported by the screenDialog action; the app stays open.
        latest.current(OPEN_PANEL, { notices }).catch(() => undefined);
      }),
    [],
  );
  return null;
}
