/**
 * The routes of spec portal-shell 2.1 other than sign-in: `/` to home, the
 * main layout with its children and every menu route (also under /mixin), the workflow shells
 * (/bpm-ui, /fw-ui, /jcy-ui), the error pages and the 404 fallback; and the
 * frame around all routes (preload, title, URL entries, cancelled
 * navigations). The main layout is its own chunk.
 */
import { Spin } from 'antd';
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { isSubAppName } from './embedding/subAppConfig';
import { ErrorTipPage } from './pages/ErrorTipPage';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { UnderDevelopmentPage } from './pages/UnderDevelopmentPage';
import { ConfigVersionWatch } from './routing/ConfigVersionWatch';
import { withChunkTimeout } from './routing/chunkTimeout';
import { DocumentTitle } from './routing/DocumentTitle';
import { NavigationGuard } from './routing/NavigationGuard';
import { ERROR_PATHS, HOME_PATH, MAIN_PATH, MIXIN_PATH } from './routing/paths';
import { PreloadGate } from './routing/PreloadGate';
import { UrlEntryGate } from './routing/UrlEntryGate';
import { PageHeading } from './routing/PageHeading';

/** The main layout's chunk (routeChunks.ts starts it before the first render on its paths). */
export const loadMainLayout = () => import('./layout/MainLayout');
const LazyMainLayout = lazy(withChunkTimeout(() => loadMainLayout().then((module) => ({ default: module.MainLayout }))));
const LazyWorkflowShell = lazy(withChunkTimeout(() => import('./approval/WorkflowShell').then((module) => ({ default: module.WorkflowShell }))));

/**
 * While a layout's code loads. Padding, not margin: a top margin collapsed
 * through #root and body, so the whole document moved down 20vh and back when
 * the layout came (home's CLS was 0.28, budget 0.1).
 */
function PageSpinner(): ReactElement {
  return (
    <div className="eps-page-spinner" style={{ paddingTop: '20vh', textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

/** The workflow editions' sub-app shells: `/bpm-ui/{name}-ui/...` (spec workflow 2.1). */
function WorkflowShellPage(): ReactElement {
  const rest = useParams()['*'] ?? '';
  // The approval bar around the sub-app; the edition is the path's first segment.
  const engine = (useLocation().pathname.split('/')[1] ?? '').replace('-ui', '') as 'bpm' | 'fw' | 'jcy';
  const [app = '', ...path] = rest.split('/');
  // spec 2.1: an unknown layout leads to the 404 page.
  if (!isSubAppName(app)) return <Standalone><NotFoundPage /></Standalone>;
  return (
    <Standalone>
      <Suspense fallback={<PageSpinner />}>
        <LazyWorkflowShell engine={engine} app={app} path={`/${path.join('/')}`} />
      </Suspense>
    </Standalone>
  );
}

/** A page outside the main layout: its own `<main>` landmark (the layout has one; these pages had none). */
function Standalone({ children }: { children: ReactNode }): ReactElement {
  return (
    <main>
      <PageHeading />
      {children}
    </main>
  );
}

/** Everything around the routes: preload, configuration changes, document title, URL entries, cancelled navigations. */
export function ShellFrame({ children }: { children: ReactNode }): ReactElement {
  return (
    <>
      <PreloadGate />
      <ConfigVersionWatch />
      <DocumentTitle />
      <UrlEntryGate>
        <NavigationGuard>{children}</NavigationGuard>
      </UrlEntryGate>
    </>
  );
}

/** The shell's routes, to place inside `<Routes>` after the sign-in routes. */
export const shellRoutes: ReactElement = (
  <>
    <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
    <Route
      path={`${MAIN_PATH}/*`}
      element={
        <Suspense fallback={<PageSpinner />}>
          <LazyMainLayout />
        </Suspense>
      }
    />
    {/* spec 2.1: a mixin app's entries, the main layout's pages without its chrome. */}
    <Route
      path={`${MIXIN_PATH}/*`}
      element={
        <Suspense fallback={<PageSpinner />}>
          <LazyMainLayout />
        </Suspense>
      }
    />
    <Route path="/bpm-ui/*" element={<WorkflowShellPage />} />
    <Route path="/fw-ui/*" element={<WorkflowShellPage />} />
    <Route path="/jcy-ui/*" element={<WorkflowShellPage />} />
    <Route path={ERROR_PATHS.forbidden} element={<Standalone><ForbiddenPage /></Standalone>} />
    <Route path={ERROR_PATHS.notFound} element={<Standalone><NotFoundPage /></Standalone>} />
    <Route path={ERROR_PATHS.tip} element={<Standalone><ErrorTipPage /></Standalone>} />
    <Route path={`${ERROR_PATHS.tip}/:message`} element={<Standalone><ErrorTipPage /></Standalone>} />
    <Route path={ERROR_PATHS.developing} element={<Standalone><UnderDevelopmentPage /></Standalone>} />
    <Route path="*" element={<Standalone><NotFoundPage /></Standalone>} />
  </>
);
