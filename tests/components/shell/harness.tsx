/**
 * Renders shell parts as the portal does: real i18next (one instance for
 * react-i18next and the core), real antd, a jotai store the test controls,
 * the renderer core with a test env whose api is an in-memory handler, and a
 * memory router with a probe that shows the current address.
 */
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { registry } from '../../../renderers';
import { PortalRuntime } from '@core/react';
import type { ApiRequest, ApiEnvelope } from '@core/env';
import { createI18n, i18nProviderOf } from '../../../src/i18n/createI18n';
import { FeedbackProvider } from '../../../src/shell/env/feedback';
import { useActivateViewOnNavigation, type NavigationSource } from '../../../src/shell/routing/activateOnNavigation';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';
import { permissionNode } from '../../helpers/permissionNodes';
import { MAIN_APP_ID } from '../../../src/shell/routing/navigationRecord';
import { permissionNodesAtom } from '../../../src/shell/routing/portalData';
import type { OpenedView } from '../../../src/shell/state/views';

/** A user as session-info answers it. */
export function demoUser(overrides: Record<string, unknown> = {}) {
  return {
    userId: 7, username: '张采购', account: 'buyer', avatar: null, tenantId: 3, tenantName: '东方采购集团', purchaseId: null, purchaseName: null,
    supplierId: null, type: 0, userLevel: null, bizAdmin: '0', passwordStatus: '0', isAccredit: '0', phone: '13800000001', phonePrefix: '86',
    email: 'buyer@example.com', emailCheck: '1', ticket: 't', empNo: null, position: null, department: null, lang: 'zh-cn',
    errorFlags: { password: false, phone: false, email: false, unverifiedEmail: false, partner: false },
    ...overrides,
  };
}

/** Shows where the router is. */
export function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The providers the shell puts around its parts: i18next, jotai, antd (no motion) with the shell's toasts and dialogs, a memory router, the core runtime. */
export function ShellProviders({ i18n, env, store, path = '/', children }: { i18n: ReturnType<typeof createI18n>; env: TestEnv; store: ReturnType<typeof createStore>; path?: string; children: ReactNode }): ReactElement {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider>
            <MemoryRouter initialEntries={[path]}>
              <PortalRuntime registry={registry} env={env}>
                {children}
              </PortalRuntime>
            </MemoryRouter>
          </FeedbackProvider>
        </ConfigProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}

export interface ShellHarness extends RenderResult {
  env: TestEnv;
  store: ReturnType<typeof createStore>;
}

export function renderShell(
  children: ReactNode,
  options: {
    path?: string;
    api?: (request: ApiRequest) => ApiEnvelope | Promise<ApiEnvelope>;
    store?: ReturnType<typeof createStore>;
    /** The URLs of permission codes (calls named by code reach the handler with their URL). */
    permissionUrls?: Readonly<Record<string, string>>;
  } = {},
): ShellHarness {
  const i18n = createI18n('zh-cn');
  const env = createTestEnv({ api: options.api ?? (() => ok(null)), ...(options.permissionUrls ? { permissionUrls: options.permissionUrls } : {}) });
  env.i18n = i18nProviderOf(i18n);
  const store = options.store ?? createStore();
  const result = render(
    <ShellProviders i18n={i18n} env={env} store={store} path={options.path ?? '/'}>
      {children}
    </ShellProviders>,
  );
  return Object.assign(result, { env, store });
}

function ViewActivation({ router }: { router: NavigationSource }): null {
  useActivateViewOnNavigation(router);
  return null;
}

/**
 * As renderShell, under a data router with the opened views following it (App.tsx): what the tabs do when
 * the router moves. Returns the router, so a test can navigate as the side menu or a link would.
 */
export function renderShellWithDataRouter(
  children: ReactNode,
  options: { path?: string; store?: ReturnType<typeof createStore> } = {},
): ShellHarness & { router: ReturnType<typeof createMemoryRouter> } {
  const i18n = createI18n('zh-cn');
  const env = createTestEnv({ api: () => ok(null) });
  env.i18n = i18nProviderOf(i18n);
  const store = options.store ?? createStore();
  const router = createMemoryRouter(
    [{ path: '*', element: <PortalRuntime registry={registry} env={env}>{children}</PortalRuntime> }],
    { initialEntries: [options.path ?? '/'] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider>
            <ViewActivation router={router} />
            <RouterProvider router={router} />
          </FeedbackProvider>
        </ConfigProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { env, store, router });
}

/** The opened view of a fixed main-layout page (`user-setting`, `bulletins`, ...), as MainRoutePage records it. */
export function mainView(pattern: string, title: string): OpenedView {
  const path = `/pages/main/${pattern}`;
  return { appId: MAIN_APP_ID, appName: MAIN_APP_ID, path, fullPath: path, routePath: pattern, title };
}

/** Grants the notifications' and bulletins' permissions, so their fixed pages resolve to views. */
export function grantMainPages(store: ReturnType<typeof createStore>): void {
  store.set(permissionNodesAtom, [
    permissionNode({ permissionId: 1, type: 5, permissionCode: 'p_eps_api_msg', isMenu: 0 }),
    permissionNode({ permissionId: 2, type: 5, permissionCode: 'p_conifg_news', isMenu: 0 }),
  ]);
}
