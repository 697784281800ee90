/**
 * The main layout's guard for a signed-out visitor (spec portal-shell 2.1):
 * login with the way back; on the ep edition, once the public preload has
 * brought the redirect allow-list, the external portal login link or
 * errors-tip (see signedOutTarget.ts).
 */
import { useAtomValue } from 'jotai';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { browserNavigation } from '../routing/browserNavigation';
import { useCurrentPlatform } from '../routing/DocumentTitle';
import { loginPathFor } from '../routing/paths';
import { paramList, paramsAtom, preloadKeyOf, preloadStateAtom } from '../routing/portalData';
import { resolveSignedOutTarget } from '../routing/signedOutTarget';
import { REDIRECT_ALLOWLIST_PARAM } from '../routing/UrlEntryGate';
import { LayoutLoading } from './LayoutLoading';

export function SignedOutRedirect(): ReactElement {
  const { api } = useEnv();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const platform = useCurrentPlatform();
  const params = useAtomValue(paramsAtom);
  const preload = useAtomValue(preloadStateAtom);
  // The allow-list is a system parameter of the public preload: decide once it is in.
  const paramsReady = preload.status === 'ready' && preload.key === preloadKeyOf(null);
  const isEp = platform === 'ep';

  useEffect(() => {
    if (!isEp || !paramsReady) return;
    let live = true;
    void resolveSignedOutTarget(api, {
      platform,
      origin: window.location.origin,
      pathname: location.pathname,
      search: location.search,
      allowedOrigins: paramList(params, REDIRECT_ALLOWLIST_PARAM),
      failedMessage: t('errors.portalConfigFailed'),
    }).then((target) => {
      if (!live) return;
      if (target.kind === 'external') browserNavigation.assign(target.url);
      else navigate(target.path, { replace: true });
    });
    return () => {
      live = false;
    };
    // Once per visit of an address: params and texts are read when the preload is in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isEp, paramsReady, location.pathname, location.search]);

  // Other editions: login with the way back, as before.
  if (!isEp) return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  return <LayoutLoading />;
}
