/**
 * The public login page (spec portal-shell 2.1 and 2.2): `/login` and its
 * alias `/pages/login`. Shell around the schemas: top bar, banner with the
 * joined-supplier counter, the login panel (schema `shell/login`: account
 * and phone tabs, agreement, remember me), and the visitor section
 * (notices, long-term projects, QR code) or its full-page views.
 * A signed-in visitor is sent to `/`.
 */
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { normaliseLanguage } from '../../i18n/resources';
import { userAtom } from '../session';
import { MAIN_ROUTE } from './destination';
import { LoginHero } from './LoginHero';
import { loginFlavourOf, loginFooterOf } from './loginFlavour';
import { loginLinksOf, policyDocumentsOf } from './loginLinks';
import { LoginRuntime, useRememberMe } from './LoginRuntime';
import { LoginScreen } from './LoginScreen';
import { LoginShell } from './LoginShell';
import { loginViewOf, SIGN_IN_SCREENS } from './loginView';
import { SupplierCounter } from './SupplierCounter';
import { useLoginParams } from './useLoginParams';
import { useRemembered } from './useRemembered';
import { VisitorMain } from './VisitorViews';
import { withChunkTimeout } from '../routing/chunkTimeout';

/** The full-page project list and the detail: a chunk of their own, loaded when a visitor opens one. */
const LazyVisitorPage = lazy(withChunkTimeout(() => import('./VisitorPage').then((module) => ({ default: module.VisitorPage }))));

export default function LoginPage(): ReactElement {
  const env = useEnv();
  const { i18n, t } = useTranslation();
  const location = useLocation();
  const user = useAtomValue(userAtom);
  // Set by sign-in when it has chosen where to go, so this page does not send the user to `/` first.
  const [leaving, setLeaving] = useState(false);
  const params = useLoginParams(env.api);
  const rememberMe = useRememberMe();
  const remembered = useRemembered(rememberMe);
  const language = normaliseLanguage(i18n.language);
  const loginPath = location.pathname.startsWith('/pages/login') ? '/pages/login' : '/login';
  const view = loginViewOf(location.search);

  const links = useMemo(() => (params ? loginLinksOf(params, language, window.location.origin) : undefined), [params, language]);
  // spec portal-shell 1 and 2.2: the platform setting picks the brand variant and the footer text.
  const flavour = loginFlavourOf(params);
  const scope = useMemo(
    () =>
      new Scope({
        remembered: remembered ?? {},
        links: links ?? {},
        policies: params ? policyDocumentsOf(params, language) : {},
        loginPath,
        lang: language,
      }),
    [remembered, links, params, language, loginPath],
  );

  // spec portal-shell 2.1: a signed-in visitor opening login is redirected to /.
  if (user && !leaving) return <Navigate to={MAIN_ROUTE} replace />;

  return (
    <LoginRuntime params={params} rememberMe={rememberMe} onLeaving={() => setLeaving(true)}>
      <LoginShell links={links} loginPath={loginPath} projectsLink={flavour.projectsLink} footer={loginFooterOf(params, language)}>
        {view.view === 'main' ? (
          <>
            <LoginHero routeUrl={loginPath} height={flavour.bannerHeight} aside={<SupplierCounter api={env.api} />}>
              <h2 className="eps-login-panel-title">{t('login.welcome')}</h2>
              {remembered === undefined ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : <LoginScreen id={SIGN_IN_SCREENS.login} scope={scope} />}
            </LoginHero>
            {flavour.lowerSection ? <VisitorMain state={view} loginPath={loginPath} search={location.search} qrValue={links?.qrCode} /> : null}
          </>
        ) : (
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <LazyVisitorPage state={view} loginPath={loginPath} search={location.search} qrValue={links?.qrCode} />
          </Suspense>
        )}
      </LoginShell>
    </LoginRuntime>
  );
}
