/**
 * The generic page layout of a menu entry `schema:<id>`: the
 * screen document rendered in the content card, with the route params, the
 * query, the signed-in user, the platform and the user's apps (`apps`, see
 * ./screenApps) in its scope. A screen whose file does not exist yet shows
 * the 'under development' page. A tenant's published override of the id
 * (or its own `t/...` screen) replaces the file. A screen whose reads on
 * load are refused for permission shows the 403 state (refusedReads.ts).
 */
import { Button, Spin } from 'antd';
import { StatusView } from '../../../renderers/shared/StatusView';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ScreenRenderer, useEnv } from '../../core/react';
import { ScreenNotFoundError } from '../../core/schema/screenStore';
import { Scope } from '../../core/scope';
import { SHELL_ENUMS } from '../constants/enums';
import { dictEnumsAtom } from '../routing/portalData';
import { detectPlatform, platformForUser } from '../platform';
import { bundledScreens, screenSource } from '../screens/bundledScreens';
import { userAtom } from '../session';
import { ErrorPage } from './ErrorPage';
import { useFirstReadRefused } from './refusedReads';
import { useScreenApps } from './screenApps';
import { UnderDevelopmentPage } from './UnderDevelopmentPage';

/**
 * True when screen `id` may exist: a file `schemas/<id>.json` ships with the
 * portal, or it is a tenant's own screen (`t/...`, read from the server).
 */
export function screenExists(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(bundledScreens, id) || id.startsWith('t/');
}

export interface SchemaScreenPageProps {
  screenId: string;
  /** Route params (`:id` of bulletins/detail). */
  params?: Readonly<Record<string, string>>;
}

export function SchemaScreenPage({ screenId, params }: SchemaScreenPageProps): ReactElement {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAtomValue(userAtom);
  const apps = useScreenApps();
  const dicts = useAtomValue(dictEnumsAtom);
  // The session's source reads the tenant's published overrides (RuntimeHost).
  const source = useEnv().screens ?? screenSource;
  // Params arrive as a new object on every render: key the scope on their content.
  const paramsKey = JSON.stringify(params ?? {});
  const scope = useMemo(() => {
    const query = Object.fromEntries(new URLSearchParams(location.search));
    const platform = user
      ? platformForUser(detectPlatform(location.pathname, window.location.origin), user)
      : detectPlatform(location.pathname, window.location.origin);
    const routeParams = JSON.parse(paramsKey) as Record<string, string>;
    return new Scope({ user, platform, apps, enums: SHELL_ENUMS, dicts, route: { path: location.pathname, params: routeParams, query } });
  }, [location.pathname, location.search, paramsKey, user, apps, dicts]);

  // A document one may not see: its first read is refused, and the page says so instead of staying empty.
  const refused = useFirstReadRefused(`${screenId}\n${location.pathname}${location.search}`);

  if (!screenExists(screenId)) return <UnderDevelopmentPage />;
  if (refused) return <ErrorPage testId="screen-403" status="403" title={t('errors.forbiddenTitle')} message={t('errors.documentForbidden')} back />;
  return (
    <div className="eps-screen" data-testid="schema-screen" data-screen-id={screenId}>
      <ScreenRenderer
        id={screenId}
        source={source}
        scope={scope}
        fallback={
          <Spin tip={t('layout.loading')} style={{ display: 'block', margin: '80px auto' }}>
            <div style={{ height: 40 }} />
          </Spin>
        }
        renderError={(error, retry) => (
          <StatusView
            status={error instanceof ScreenNotFoundError ? '404' : 'error'}
            title={error instanceof ScreenNotFoundError ? t('layout.screen.notFound', { id: screenId }) : t('layout.screen.loadFailed')}
            subTitle={error instanceof ScreenNotFoundError ? undefined : String((error as Error).message ?? error)}
            extra={<Button onClick={retry}>{t('layout.screen.retry')}</Button>}
          />
        )}
      />
    </div>
  );
}
