/**
 * The renderer runtime of the login pages: the portal's env with the
 * sign-in capabilities added to its `host` map (`login.signIn`,
 * `login.adminSignIn`), so the login schemas call them by name. The flow
 * itself is signIn.ts; this file wires it to the page: api, language,
 * session atom, remember me, router and the redirect allow-list.
 */
import { useSetAtom } from 'jotai';
import { useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { registry } from '../../../renderers';
import type { PortalEnv } from '../../core/env';
import { PortalRuntime, useEnv } from '../../core/react';
import { userAtom } from '../session';
import { useBuiltinCaptcha } from './BuiltinCaptcha';
import { createCaptchaStep } from './captcha';
import { geetestV3Verifier } from './geetest3';
import { geetestV4Verifier } from './geetest4';
import { loginCapabilities } from './capabilities';
import { parseAllowList, type Destination } from './destination';
import { createRememberMe, type RememberMe } from './rememberMe';
import type { SignInEnvironment } from './signIn';

export interface LoginRuntimeProps {
  /** The page's parameters (for the redirect allow-list); undefined while loading. */
  params: Readonly<Record<string, string>> | undefined;
  rememberMe: RememberMe;
  /** Called once sign-in has chosen where to go (the page stops redirecting on its own). */
  onLeaving: () => void;
  children: ReactNode;
}

/** One remember-me store per page (the key store opens IndexedDB lazily). */
export function useRememberMe(): RememberMe {
  const [store] = useState(() => createRememberMe());
  return store;
}

export function LoginRuntime({ params, rememberMe, onLeaving, children }: LoginRuntimeProps): ReactElement {
  const env = useEnv();
  const navigate = useNavigate();
  const setUser = useSetAtom(userAtom);
  // The reference server's own challenge and GeeTest v3 and v4, unless a deployment installed another for that mode.
  const builtin = useBuiltinCaptcha(env.api);
  // GeeTest loads its script only when a sign-in needs it (EPS_LOGIN_GEE_TEST = Y4, or v3's other values).
  const [captcha] = useState(() => {
    const language = () => env.i18n.language;
    return createCaptchaStep({ builtin: builtin.verifier, v3: geetestV3Verifier({ language }), v4: geetestV4Verifier({ language }) });
  });
  // Read through refs: the capabilities keep one identity while the page lives.
  const latest = useRef({ env, params, navigate, onLeaving });
  useLayoutEffect(() => {
    latest.current = { env, params, navigate, onLeaving };
  });

  const host = useMemo(() => {
    const signInEnv: SignInEnvironment = {
      api: env.api,
      language: () => latest.current.env.i18n.language,
      captcha,
      rememberMe,
      setUser,
      location: () => ({ origin: window.location.origin, search: window.location.search }),
      allowedOrigins: () => Promise.resolve(parseAllowList(latest.current.params?.['EPS_REDIRECT_ALLOWLIST'])),
      go: (destination: Destination) => {
        latest.current.onLeaving();
        if (destination.kind === 'route') latest.current.navigate(destination.to, { replace: true });
        else window.location.assign(destination.url);
      },
      notify: (level, text) => latest.current.env.notify(level, text),
      t: (key) => latest.current.env.i18n.t(key),
    };
    // The closures above read the refs when a capability runs (a click), never during render.
    // eslint-disable-next-line react-hooks/refs
    return loginCapabilities(signInEnv);
  }, [env.api, captcha, rememberMe, setUser]);

  const loginEnv = useMemo<PortalEnv>(() => ({ ...env, host: { ...env.host, ...host } }), [env, host]);
  return (
    <PortalRuntime registry={registry} env={loginEnv}>
      {children}
      {builtin.dialog}
    </PortalRuntime>
  );
}
