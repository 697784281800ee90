/**
 * Mounts the renderer core for the whole portal: the registry and a
 * PortalEnv made of the shell's adapters. The env changes identity when the
 * language does, so every schema text re-resolves.
 */
import { App as AntApp } from 'antd';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registry } from '../../renderers';
import { createApiClient } from '../api';
import { PortalRuntime } from '../core/react';
import { i18nProviderOf } from '../i18n/createI18n';
import { createPortalEnv } from './env/createPortalEnv';
import { detectPlatform } from './platform';

export function RuntimeHost({ children }: { children: ReactNode }): ReactElement {
  const { i18n } = useTranslation();
  const { message, notification, modal } = AntApp.useApp();
  const navigate = useNavigate();
  const language = i18n.language;

  const i18nProvider = useMemo(() => i18nProviderOf(i18n), [i18n]);
  const api = useMemo(
    () =>
      createApiClient({
        platform: () => detectPlatform(window.location.pathname, window.location.origin),
        routeQuery: () => Object.fromEntries(new URLSearchParams(window.location.search)),
        notifier: {
          success: (text, ms) => void message.success(text, ms / 1000),
          error: (text) => notification.error({ message: i18nProvider.t('shell.notice.error'), description: text, placement: 'top' }),
          warning: (text) => notification.warning({ message: i18nProvider.t('shell.notice.warning'), description: text, placement: 'top' }),
        },
        t: (key, vars) => i18nProvider.t(key, vars),
        language: () => i18nProvider.language,
        onLogout: () => navigate(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`),
      }),
    [message, notification, i18nProvider, navigate],
  );

  const env = useMemo(
    () =>
      createPortalEnv({
        api,
        i18n: i18nProvider,
        message,
        notification,
        modal,
        navigate: (to, options) => navigate(to, options?.replace ? { replace: true } : {}),
        logout: async () => {
          await api.request({ method: 'post', url: '/eps/auth/cas/logout', silent: true }).catch(() => undefined);
          navigate('/login');
        },
        hasPermission: () => true,
      }),
    // `language` makes a new env when the language changes, so texts re-resolve.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, i18nProvider, message, notification, modal, navigate, language],
  );
  return (
    <PortalRuntime registry={registry} env={env}>
      {children}
    </PortalRuntime>
  );
}
