/**
 * The portal application: providers (i18n, antd locale and App, jotai,
 * router, renderer core), the shell frame (preload, title, URL entries,
 * cancelled navigations) and the routes: preview, sign-in, then the shell's
 * (routing/shellRoutes.tsx: main layout, menu routes, error pages, 404).
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import 'dayjs/locale/zh-cn';
import { createI18n } from '../i18n/createI18n';
import { DEFAULT_LANGUAGE, loadedMessages, normaliseLanguage } from '../i18n/resources';
import { installModalFocusGuard } from './layout/modalFocusGuard';
import { LazyAdminLoginPage, LazyLoginPage } from './login/routes';
import { ScreenPreviewPage } from './pages/ScreenPreviewPage';
import { FeedbackProvider } from './env/feedback';
import { RuntimeHost } from './RuntimeHost';
import { BootIndicator } from './routing/BootIndicator';
import { useActivateViewOnNavigation, type NavigationSource } from './routing/activateOnNavigation';
import { initialLanguage } from './routing/language';
import { ShellFrame, shellRoutes } from './shellRoutes';
import { portalTheme, themeCssRule } from './theme/portalTheme';
import { ReducedMotion } from './theme/ReducedMotion';

/** The theme's colours as `--eps-color-*` variables, for schemas and stylesheets. */
const THEME_VARIABLES = themeCssRule();

function LocaleProviders({ children }: { children: ReactNode }): ReactElement {
  const { i18n } = useTranslation();
  const locale = normaliseLanguage(i18n.language) === 'en' ? enUS : zhCN;
  return (
    <ConfigProvider locale={locale} theme={portalTheme}>
      <style>{THEME_VARIABLES}</style>
      <ReducedMotion>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ReducedMotion>
    </ConfigProvider>
  );
}

/** Everything under the router: the renderer core, the shell frame and the routes. */
function PortalRoutes(): ReactElement {
  return (
    <RuntimeHost>
      <ShellFrame>
        <Routes>
          <Route path="/preview/*" element={<ScreenPreviewPage />} />
          <Route path="/login" element={<Suspense fallback={<BootIndicator />}><LazyLoginPage /></Suspense>} />
          <Route path="/pages/login" element={<Suspense fallback={<BootIndicator />}><LazyLoginPage /></Suspense>} />
          <Route path="/login-admin" element={<Suspense fallback={<BootIndicator />}><LazyAdminLoginPage /></Suspense>} />
          {shellRoutes}
        </Routes>
      </ShellFrame>
    </RuntimeHost>
  );
}

/** Keeps the tabs' active view in step with the router as it moves (routing/activateOnNavigation.ts). */
function ViewActivation({ router }: { router: NavigationSource }): null {
  useActivateViewOnNavigation(router);
  return null;
}

export function App(): ReactElement {
  const i18n = useMemo(() => {
    // main.tsx loaded the stored language's texts; if that failed, the default language, not a mix.
    const language = initialLanguage();
    return createI18n(loadedMessages(language) ? language : DEFAULT_LANGUAGE);
  }, []);
  // A data router (one catch-all route around the shell's own <Routes>), so a page with
  // unsaved work can hold a navigation back with useBlocker (the studio editor).
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <PortalRoutes /> }]), []);
  // Focus stays in an open dialog even when the element holding it is re-rendered away.
  useEffect(() => {
    const root = document.getElementById('root');
    return root ? installModalFocusGuard(document, root) : undefined;
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider>
        <LocaleProviders>
          <ViewActivation router={router} />
          <RouterProvider router={router} />
        </LocaleProviders>
      </JotaiProvider>
    </I18nextProvider>
  );
}
