/**
 * The main layout, /pages/main/* (spec portal-shell 1, 2.1, 2.3, 4): signed
 * out goes to login with the redirect; signed in waits for the session's
 * preload, then shows the top bar, the active app's side menu, its opened
 * views as tabs, the page, the iframe apps kept alive (IframePool), the
 * watermark, the forced-state gate and the company-register redirect. Signing
 * out in another tab reloads this one.
 */
import { Layout } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { IframePoolFrames, IframePoolProvider } from '../embedding/IframePool';
import { useCurrentPlatform } from '../routing/DocumentTitle';
import { useMessagesVersion } from '../routing/language';
import { MainRoutePage, useMainResolution } from './MainRoutePage';
import { MAIN_APP_ID } from '../routing/navigationRecord';
import { usePrefetchMainScreen } from '../routing/prefetchScreen';
import { isMixinPath, LOGIN_PATH } from '../routing/paths';
import { sessionEndAtom } from '../routing/sessionLifecycle';
import { SignedOutRedirect } from './SignedOutRedirect';
import { menuModelAtom, permissionAppsAtom, preloadKeyOf, preloadStateAtom } from '../routing/portalData';
import type { MainResolution } from '../routing/resolveMainPath';
import { userAtom, watchOtherTabs } from '../session';
import { AppNoticesHost } from '../workbench/AppNoticesHost';
import { CompanyRiskRedirect } from './CompanyRiskRedirect';
import { ForcedStateGate } from './ForcedStateGate';
import { appTitle } from '../../menu/menuTitle';
import { SideMenu } from './SideMenu';
import { PageHeading } from '../routing/PageHeading';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { ViewTabs } from './ViewTabs';
import { Watermark } from './Watermark';
import './layout.css';
import { LayoutLoading } from './LayoutLoading';

/** spec workflow 2.1: sm-ui hides the sider and the history (tabs). */
const BARE_APPS: ReadonlySet<string> = new Set(['sm-ui']);

/** The app whose menu and tabs show for a resolution. */
function activeAppOf(resolution: MainResolution) {
  if (resolution.kind === 'menu') return { appId: String(resolution.app.permissionId), app: resolution.app, bare: false };
  if (resolution.kind === 'embedded') {
    const bare = BARE_APPS.has(resolution.app) || resolution.single;
    return { appId: resolution.menuApp ? String(resolution.menuApp.permissionId) : resolution.app, app: resolution.menuApp, bare };
  }
  if (resolution.kind === 'child' && resolution.child.name !== 'home') return { appId: MAIN_APP_ID, app: undefined, bare: false };
  return { appId: undefined, app: undefined, bare: false };
}

function SignedInLayout(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const location = useLocation();
  useMessagesVersion();
  const platform = useCurrentPlatform();
  const model = useAtomValue(menuModelAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const resolution = useMainResolution();
  const active = activeAppOf(resolution);

  useEffect(() => watchOtherTabs(() => window.location.reload()), []);

  if (isMixinPath(location.pathname)) {
    // spec 2.1: a mixin app's entry, without the top bar, side menu and tabs (its host has its own).
    return (
      // A mixin page is one entry: its own frame only, no background preloads.
      <IframePoolProvider preload={false}>
        <Layout className="eps-main-layout eps-mixin-layout" data-platform={platform} data-testid="mixin-layout">
          <Layout.Content className="eps-content" aria-label={t('layout.content')}>
            <div className="eps-page-card" id={MAIN_CONTENT_ID} tabIndex={-1}>
              <PageHeading withPageTitle />
              <MainRoutePage />
              <IframePoolFrames />
            </div>
          </Layout.Content>
          <Watermark />
          <ForcedStateGate />
          <AppNoticesHost />
        </Layout>
      </IframePoolProvider>
    );
  }

  return (
    <IframePoolProvider>
      <Layout className="eps-main-layout" data-platform={platform}>
        <SkipLink />
        <TopBar platform={platform} />
        <Layout>
          {active.app && !active.bare ? (
            <Layout.Sider width={224} theme="light" className="eps-sider">
              <SideMenu key={active.app.permissionId} app={active.app} appTitle={appTitle(active.app, apps, env.i18n)} model={model} pathname={location.pathname} />
            </Layout.Sider>
          ) : null}
          {/* antd's Content is the page's one <main> landmark. */}
          <Layout.Content className="eps-content" aria-label={t('layout.content')}>
            {active.appId !== undefined && !active.bare ? <ViewTabs appId={active.appId} /> : null}
            <div className="eps-content-scroll" data-testid="content-scroll">
              <div className="eps-page-card" id={MAIN_CONTENT_ID} tabIndex={-1}>
                <PageHeading withPageTitle />
                <MainRoutePage />
                <IframePoolFrames />
              </div>
            </div>
          </Layout.Content>
        </Layout>
        <Watermark />
        <ForcedStateGate />
        <AppNoticesHost />
        {/* Not in the mixin layout: that is one entry framed by another host, not the portal being entered. */}
        <CompanyRiskRedirect />
      </Layout>
    </IframePoolProvider>
  );
}

export function MainLayout(): ReactElement {
  const user = useAtomValue(userAtom);
  const preload = useAtomValue(preloadStateAtom);
  const ended = useAtomValue(sessionEndAtom);
  const location = useLocation();
  // The page's code and document load while the session preload runs, not after it.
  usePrefetchMainScreen(location.pathname, user !== null);
  // spec portal-shell 2.1: not signed in, the main layout sends the visitor to login with the way back,
  // or on ep to the external portal login (not after a deliberate logout: that opens the login page plain).
  if (!user) return ended === 'deliberate' ? <Navigate to={LOGIN_PATH} replace /> : <SignedOutRedirect />;
  const ready = preload.status === 'ready' && preload.key === preloadKeyOf(user);
  if (!ready) {
    return <LayoutLoading />;
  }
  return <SignedInLayout />;
}
