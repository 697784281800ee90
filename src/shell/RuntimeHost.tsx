/**
 * Mounts the renderer core for the whole portal: the registry and a
 * PortalEnv made of the shell's adapters. The env changes identity when the
 * language does, so every schema text re-resolves. Logout (asked for, or
 * forced by the login-error code and HTTP 499) clears the session; the
 * permission check reads the keys of the session's permission tree.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registry } from '../../renderers';
import { FormWidgetsProvider } from '../../renderers/form/widgets/provider';
import { createApiClient } from '../api';
import { PortalRuntime } from '../core/react';
import type { ApiEnvelope, ApiRequest } from '../core/env';
import { approvalFormWidgets } from './approval/memberPickerWidget';
import { queryClient } from '../core/query/queryClient';
import { forgetReadsOf, withStaleAfterWrite } from '../core/query/reads';
import { createOverrideCache } from '../core/schema/overrideCache';
import { i18nProviderOf } from '../i18n/createI18n';
import { createApiNotifier } from './env/apiNotifier';
import { reportRefusedReads } from './pages/refusedReads';
import { createPortalEnv } from './env/createPortalEnv';
import { useFeedback } from './env/feedback';
import { detectPlatform } from './platform';
import { loginPathFor, LOGIN_PATH } from './routing/paths';
import { menuModelAtom, permissionNodesAtom, preloadKeyOf } from './routing/portalData';
import { permissionUrlsOnDemand } from './routing/permissionsOnDemand';
import { permissionUrlOf } from '../menu';
import { screenSource, screenSourceWithOverrides } from './screens/bundledScreens';
import { runtimeOverrideTransport } from './screens/runtimeOverrides';
import { userAtom } from './session';
import { messagingStartedAtom } from './state/messaging';
import { endSessionAtom } from './routing/sessionLifecycle';
import { useShellHostCapabilities } from './shellHost';

export function RuntimeHost({ children }: { children: ReactNode }): ReactElement {
  const { i18n } = useTranslation();
  const { message, notification, modal } = useFeedback();
  const navigate = useNavigate();
  const language = i18n.language;
  const endSession = useSetAtom(endSessionAtom);
  const setMessagingStarted = useSetAtom(messagingStartedAtom);
  const model = useAtomValue(menuModelAtom);
  const store = useStore();
  const go = useCallback((to: string, options?: { replace?: boolean }) => navigate(to, options?.replace ? { replace: true } : {}), [navigate]);

  const i18nProvider = useMemo(() => i18nProviderOf(i18n), [i18n]);
  const toSignIn = useCallback(() => {
    go(loginPathFor(window.location.pathname, window.location.search), { replace: true });
    endSession('forced');
  }, [go, endSession]);
  // One session (user and tenant) per api client: the reads cached for it are keyed by it (core/query/reads.ts),
  // so another user or tenant never gets them, and they are dropped when the session ends.
  const sessionKey = preloadKeyOf(useAtomValue(userAtom));
  const api = useMemo(
    () => {
      // The loader reads through the client it is an option of.
      let read: (request: ApiRequest) => Promise<ApiEnvelope<unknown>> = () => Promise.reject(new Error('api client not ready'));
      const client = createApiClient({
          platform: () => detectPlatform(window.location.pathname, window.location.origin),
          routeQuery: () => Object.fromEntries(new URLSearchParams(window.location.search)),
          notifier: createApiNotifier(message, notification, (key) => i18nProvider.t(key)),
          t: (key, vars) => i18nProvider.t(key, vars),
          language: () => i18nProvider.language,
          // spec portal-shell 8: login-error and 499 log out; the login page brings the user back here.
          onLogout: toSignIn,
          // spec portal-shell 7: a successful call flagged `sse` (session-info) starts the message listener.
          onMessagingStart: () => setMessagingStarted(true),
          // spec workflow-enterprise-embedding 6: calls named by permission code, read from the current permission sets.
          permissionUrl: (code) => permissionUrlOf(store.get(permissionNodesAtom), code),
          loadPermissionUrls: permissionUrlsOnDemand(store, (request) => read(request)),
        });
      read = (request) => client.request(request);
      return withStaleAfterWrite(reportRefusedReads(client), queryClient);
    },
    // `sessionKey`: a new client (and so new query keys) per session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [message, notification, i18nProvider, toSignIn, setMessagingStarted, store, sessionKey],
  );
  useEffect(() => () => forgetReadsOf(queryClient, api), [api]);
  const shellHost = useShellHostCapabilities(api);
  // One override cache per session (user and tenant): another tenant never sees these documents.
  const overrides = useMemo(
    () =>
      sessionKey === 'public'
        ? undefined
        : createOverrideCache(runtimeOverrideTransport(api.axios, { onSessionEnded: toSignIn, message: () => i18nProvider.t('api.sessionExpired') })),
    [sessionKey, api, toSignIn, i18nProvider],
  );
  useEffect(() => () => overrides?.clear(), [overrides]);
  const screens = useMemo(() => (overrides ? screenSourceWithOverrides(overrides) : screenSource), [overrides]);

  const env = useMemo(
    () => ({
      ...createPortalEnv({
        api,
        i18n: i18nProvider,
        message,
        notification,
        modal,
        navigate: go,
        // spec portal-shell 4: the session is cleared on logout, then the login page.
        logout: async () => {
          await api.request({ method: 'post', url: '/eps/auth/cas/logout', silent: true }).catch(() => undefined);
          go(LOGIN_PATH, { replace: true });
          endSession('deliberate');
        },
        // spec portal-shell 6: calls and UI are gated by the keys of the permission tree.
        hasPermission: (key) => model.permissionKeys.has(key),
      }),
      // Capabilities schemas call with the `host` action (refreshSession, switchLanguage).
      host: shellHost,
      // `screenDialog` actions open dialog documents from the same place as screens.
      screens,
    }),
    // `language` makes a new env when the language changes, so texts re-resolve.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, i18nProvider, message, notification, modal, endSession, model, shellHost, go, language, screens],
  );
  return (
    // Shell-only form widgets (the member picker) for every schema form, the dialog stack's too.
    <FormWidgetsProvider widgets={approvalFormWidgets}>
      <PortalRuntime registry={registry} env={env}>
        {children}
      </PortalRuntime>
    </FormWidgetsProvider>
  );
}
