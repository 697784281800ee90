/**
 * The wrapper page of an embedded `{name}-ui` sub-app (spec workflow 2.1 and
 * 4.1): a loading indicator until the sub-app is mounted, then the sub-app
 * (a micro-app, or an iframe app revealed 1500 ms after load); after mount
 * success or failure `app-mounted` is broadcast; a startup failure goes to
 * errors-tip with its message; on mount the app's notices show once per
 * session (spec 4.8). In the main layout an iframe app's frame is the layout's
 * (IframePool: preloaded, kept alive between tabs); this page shows it and
 * waits for it. Props stay `(app, path)`: the approval layout wraps it.
 */
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useReducer, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { showAppNotices } from '../apps/showAppNotices';
import { useFeedback } from '../env/feedback';
import { hostReducer, INITIAL_HOST_STATE, isSettled, isVisible } from '../embedding/hostState';
import { IframeHost } from '../embedding/IframeHost';
import { useIframePool } from '../embedding/IframePool';
import { createSubAppHandler } from '../embedding/messageTypes';
import { MicroAppHost } from '../embedding/MicroAppHost';
import { routeOf, subAppConfig } from '../embedding/subAppConfig';
import type { PermissionApp } from '../../menu';
import { contextKey, subAppContext } from '../embedding/subAppContext';
import { useMessagesVersion } from '../routing/language';
import { errorTipPath, HOME_PATH } from '../routing/paths';
import { permissionAppsAtom } from '../routing/portalData';
import { userAtom } from '../session';
import { ignoreRisk } from '../session/companyRisk';

/** The event broadcast after a mount attempt (spec workflow 4.1). */
export const APP_MOUNTED_EVENT = 'app-mounted';

export interface EmbeddedAppPageProps {
  app: string;
  path: string;
}

/** The name people know the app by (its listPermissionApp title in `language`), else its route name. */
function displayTitle(app: string, apps: readonly PermissionApp[], language: string): string {
  const info = apps.find((candidate) => routeOf(candidate) === app);
  return info?.i18nTitle?.[language] ?? info?.name ?? app;
}

export function EmbeddedAppPage({ app, path }: EmbeddedAppPageProps): ReactElement {
  const { t, i18n } = useTranslation();
  const env = useEnv();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  useMessagesVersion();
  const user = useAtomValue(userAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const config = useMemo(() => subAppConfig(app, apps, window.location.origin), [app, apps]);
  const [ownState, dispatch] = useReducer(hostReducer, INITIAL_HOST_STATE);
  // In the main layout an iframe app lives in the layout's pool (kept alive, maybe preloaded).
  const pool = useIframePool();
  const pooled = config.iframe && pool !== undefined;
  const state = pooled ? pool.stateOf(app) : ownState;
  const show = pool?.show;
  const hide = pool?.hide;
  useEffect(() => {
    if (!pooled || !show || !hide) return undefined;
    show(config, path);
    return () => hide(config.name);
  }, [pooled, show, hide, config, path]);

  const fresh = subAppContext(user, i18n.language);
  const key = contextKey(fresh);
  // Same object while nothing the sub-app sees changed, so it is sent again only on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const context = useMemo(() => fresh, [key]);
  const handler = useMemo(
    () =>
      createSubAppHandler(app, {
        context: () => context,
        navigate: (to) => void navigate(to),
        // "Later" on the company-register page: not again in this tab, and home.
        ignoreRisk: () => {
          ignoreRisk();
          void navigate(HOME_PATH);
        },
        portalOrigin: window.location.origin,
      }),
    [app, navigate, context],
  );

  useEffect(() => dispatch({ type: 'reset' }), [app, config.entry]);
  const appTitle = useMemo(() => displayTitle(app, apps, i18n.language), [app, apps, i18n.language]);

  const settled = isSettled(state);
  const failedMessage = state.status === 'failed' ? state.message : undefined;
  useEffect(() => {
    if (!settled) return;
    window.dispatchEvent(new CustomEvent(APP_MOUNTED_EVENT, { detail: { app, path, status: failedMessage === undefined ? 'mounted' : 'failed' } }));
    if (failedMessage !== undefined) {
      // The cause (an HTTP status and the app's internal address) is for whoever runs the portal, not for the person.
      console.warn(`sub-app ${app} could not be started: ${failedMessage}`);
      void navigate(errorTipPath(t('layout.embedded.failed', { app: appTitle })), { replace: true });
    }
    else void showAppNotices(config.appInfoId, env.api, modal, t('shell.ok'));
    // Once per settled attempt; path changes inside a mounted app are the app's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, failedMessage, app]);

  const title = t('layout.embedded.title', { app });
  return (
    <div data-testid="embedded-app" data-app={app} data-state={state.status} className="eps-embedded-app">
      {state.status === 'loading' || (config.iframe && !isVisible(state)) ? (
        <div data-testid="embedded-loading" style={{ display: 'flex', justifyContent: 'center', padding: 40 }}>
          <Spin size="large" tip={t('layout.embedded.loading', { app })}>
            <div style={{ width: 240, height: 40 }} />
          </Spin>
        </div>
      ) : null}
      {pooled ? null : config.iframe ? (
        <IframeHost config={config} path={path} title={title} visible={isVisible(state)} context={context} onEvent={dispatch} onMessage={handler} />
      ) : (
        <MicroAppHost config={config} context={context} path={path} onEvent={dispatch} onMessage={handler} />
      )}
    </div>
  );
}
