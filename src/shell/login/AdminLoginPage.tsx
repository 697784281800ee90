/**
 * The supplier admin login (spec portal-shell 1 and 2.1, `/login-admin`):
 * schema `shell/login-admin` (supplier account, account, password, admin
 * code) calling `login.adminSignIn`, in the same frame as the login page.
 * A signed-in visitor is sent to `/`.
 */
import { useAtomValue } from 'jotai';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { normaliseLanguage } from '../../i18n/resources';
import { userAtom } from '../session';
import { ADMIN_LOGIN_PATH } from '../routing/paths';
import { MAIN_ROUTE } from './destination';
import { LoginHero } from './LoginHero';
import { loginLinksOf } from './loginLinks';
import { LoginRuntime, useRememberMe } from './LoginRuntime';
import { LoginScreen } from './LoginScreen';
import { LoginShell } from './LoginShell';
import { loginFooterOf } from './loginFlavour';
import { SIGN_IN_SCREENS } from './loginView';
import { useLoginParams } from './useLoginParams';

export default function AdminLoginPage(): ReactElement {
  const env = useEnv();
  const { i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const [leaving, setLeaving] = useState(false);
  const params = useLoginParams(env.api);
  const rememberMe = useRememberMe();
  const language = normaliseLanguage(i18n.language);
  const links = useMemo(() => (params ? loginLinksOf(params, language, window.location.origin) : undefined), [params, language]);
  const scope = useMemo(() => new Scope({ links: links ?? {}, loginPath: '/login', lang: language }), [links, language]);

  if (user && !leaving) return <Navigate to={MAIN_ROUTE} replace />;
  return (
    <LoginRuntime params={params} rememberMe={rememberMe} onLeaving={() => setLeaving(true)}>
      <LoginShell links={links} loginPath="/login" footer={loginFooterOf(params, language)}>
        <LoginHero routeUrl={ADMIN_LOGIN_PATH}>
          <LoginScreen id={SIGN_IN_SCREENS.adminLogin} scope={scope} />
        </LoginHero>
      </LoginShell>
    </LoginRuntime>
  );
}
