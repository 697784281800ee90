/**
 * The content of /pages/main/*: resolves the path (resolveMainPath), renders
 * its page, and after each navigation records the opened view (tabs), the
 * menu history entry and the menuClick event (spec portal-shell 2.1; not for
 * single-route paths; analytics only when a parameter enables it).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { menuTitle } from '../../menu/menuTitle';
import { EmbeddedAppPage } from '../pages/EmbeddedAppPage';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { MenuTargetPage } from '../pages/MenuTargetPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { SchemaScreenPage } from '../pages/SchemaScreenPage';
import { userAtom } from '../session';
import { activePathAtom, pushViewAtom } from '../state/views';
import { pageTitleAtom } from '../routing/DocumentTitle';
import { analyticsEnabled, recordVisitAtom, trackMenuClick } from '../routing/menuHistory';
import { viewOf } from '../routing/navigationRecord';
import { isMixinPath, isSingleRoutePath } from '../routing/paths';
import { menuModelAtom, paramsAtom } from '../routing/portalData';
import { resolveMainPath, resolveMixinPath, type MainResolution } from '../routing/resolveMainPath';

/** Resolves the current path against the session's menu model and permission keys. */
export function useMainResolution(): MainResolution {
  const { pathname } = useLocation();
  const model = useAtomValue(menuModelAtom);
  return useMemo(() => {
    const resolve = isMixinPath(pathname) ? resolveMixinPath : resolveMainPath;
    return resolve(pathname, model, (key) => model.permissionKeys.has(key));
  }, [pathname, model]);
}

function useRecordNavigation(resolution: MainResolution): void {
  const env = useEnv();
  const location = useLocation();
  const user = useAtomValue(userAtom);
  const params = useAtomValue(paramsAtom);
  const pushView = useSetAtom(pushViewAtom);
  const setActive = useSetAtom(activePathAtom);
  const recordVisit = useSetAtom(recordVisitAtom);

  useEffect(() => {
    if (resolution.kind === 'redirect') return;
    const view = viewOf(resolution, location.pathname, location.search);
    // A mixin page has no tabs and no history of its own (the host around it has).
    if (!view || isMixinPath(location.pathname)) {
      setActive(location.pathname);
      return;
    }
    pushView(view);
    if (!user || isSingleRoutePath(location.pathname)) return;
    const entry = { appId: view.appId, path: view.fullPath, title: view.title, titleKey: view.titleKey, time: Date.now() };
    recordVisit(user.userId, entry);
    trackMenuClick(analyticsEnabled(params), { appId: entry.appId, path: entry.path, title: menuTitle(entry, env.i18n) });
    // One record per navigation (location.key), not per re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, resolution.kind]);
}

/** The page's own title for the document title. */
function usePageTitle(resolution: MainResolution): void {
  const env = useEnv();
  const { t } = useTranslation();
  const setTitle = useSetAtom(pageTitleAtom);
  let title = '';
  if (resolution.kind === 'child') title = t(resolution.child.titleKey);
  else if (resolution.kind === 'menu') title = menuTitle(resolution.route, env.i18n);
  else if (resolution.kind === 'embedded') title = resolution.titleKey ? t(resolution.titleKey) : resolution.menuApp ? menuTitle(resolution.menuApp, env.i18n) : resolution.app;
  else if (resolution.kind === 'forbidden') title = t('errors.forbiddenTitle');
  else if (resolution.kind === 'notFound') title = '404';
  useEffect(() => {
    setTitle(title);
  }, [setTitle, title]);
  useEffect(() => () => setTitle(''), [setTitle]);
}

export function MainRoutePage(): ReactElement {
  const resolution = useMainResolution();
  const model = useAtomValue(menuModelAtom);
  useRecordNavigation(resolution);
  usePageTitle(resolution);
  switch (resolution.kind) {
    case 'redirect':
      return <Navigate to={resolution.to} replace />;
    case 'child':
      // Home is a schema screen like the others (schemas/home/index.json).
      return <SchemaScreenPage screenId={resolution.child.screenId} params={resolution.params} />;
    case 'menu':
      return <MenuTargetPage route={resolution.route} model={model} />;
    case 'embedded':
      return <EmbeddedAppPage app={resolution.app} path={resolution.path} />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
