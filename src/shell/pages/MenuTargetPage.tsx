/**
 * What a menu route shows, by its node's `uri`: `schema:<id>` in
 * the generic page layout, `builtin:<name>` (a screen of the shell), an
 * embedded `{name}-ui` app (in a workflow shell for `bpm-ui/{name}-ui/...`),
 * an external link (opened in a new window), or a
 * notice that the menu has nothing configured. A tab (4) renders inside its
 * container (7) with the other tabs.
 */
import { Button, Spin, Tabs } from 'antd';
import { StatusView } from '../../../renderers/shared/StatusView';
import { lazy, Suspense, useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { MenuModel, MenuRoute, UriTarget } from '../../menu';
import { menuTitle } from '../../menu/menuTitle';
import { BUILTIN_SCREENS } from '../../menu/mainChildren';
import { WORKFLOW_SHELLS } from '../routing/paths';
import { EmbeddedAppPage } from './EmbeddedAppPage';
import { SchemaScreenPage } from './SchemaScreenPage';
import { UnderDevelopmentPage } from './UnderDevelopmentPage';

// The studio (CodeMirror, jsondiffpatch, ajv) is its own chunk, loaded when a studio menu opens.
const LazyStudioPage = lazy(() => import('../../studio/StudioPage'));

function ExternalLinkPage({ url }: { url: string }): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const opened = useRef('');
  useEffect(() => {
    // Once per address, even when StrictMode mounts twice.
    if (opened.current === url) return;
    opened.current = url;
    env.openWindow(url);
  }, [env, url]);
  return (
    <StatusView
      status="info"
      title={t('layout.external.title')}
      subTitle={url}
      extra={<Button onClick={() => env.openWindow(url)}>{t('layout.external.openAgain')}</Button>}
    />
  );
}

/** The page of one target. */
export function TargetView({ target }: { target: UriTarget }): ReactElement {
  const { t } = useTranslation();
  switch (target.kind) {
    case 'schema':
      return <SchemaScreenPage screenId={target.id} />;
    case 'builtin': {
      const screen = Object.prototype.hasOwnProperty.call(BUILTIN_SCREENS, target.name) ? BUILTIN_SCREENS[target.name] : undefined;
      if (screen?.studio) {
        return (
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '80px auto' }} />}>
            <LazyStudioPage defaultView={screen.studio} />
          </Suspense>
        );
      }
      return screen?.screenId ? <SchemaScreenPage screenId={screen.screenId} /> : <UnderDevelopmentPage />;
    }
    case 'embedded':
      // `bpm-ui/{name}-ui/...`: the sub-app in a workflow shell, its own full page (spec workflow 2.1).
      if (WORKFLOW_SHELLS.has(target.app)) return <Navigate to={`/${target.app}${target.path}`} replace />;
      return <EmbeddedAppPage app={target.app} path={target.path} />;
    case 'external':
      return <ExternalLinkPage url={target.url} />;
    case 'none':
      return <StatusView status="warning" title={t('layout.menu.noTarget')} />;
  }
}

/** A tab container (7) with its tabs (4); the active tab follows the address. */
function TabContainerPage({ container, active }: { container: MenuRoute; active: MenuRoute }): ReactElement {
  const env = useEnv();
  const navigate = useNavigate();
  return (
    <Tabs
      className="eps-menu-tabs"
      activeKey={active.path}
      onChange={(path) => navigate(path)}
      destroyOnHidden
      items={container.tabs.map((tab) => ({
        key: tab.path,
        label: menuTitle(tab, env.i18n),
        children: tab.path === active.path ? <TargetView target={tab.target} /> : null,
      }))}
    />
  );
}

export function MenuTargetPage({ route, model }: { route: MenuRoute; model: MenuModel }): ReactElement {
  const container = route.containerPath ? model.routesByPath.get(route.containerPath) : undefined;
  if (container) return <TabContainerPage container={container} active={route} />;
  return <TargetView target={route.target} />;
}
