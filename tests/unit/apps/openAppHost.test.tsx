// @vitest-environment jsdom
/**
 * The `openApp` host capability (what the home tiles call): it finds the app
 * in the menu model by its root permission id, launches it by link type,
 * shows its notices, and ignores a second call while a launch is under way.
 * Real antd, router, jotai store and i18next; the api is an in-memory server.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { useEffect, type ReactElement } from 'react';
import type { ApiEnvelope, ApiRequest, HostCapability } from '@core/env';
import { useEnv } from '@core/react';
import type { PermissionApp, PermissionNode } from '../../../src/menu';
import { LAUNCH_FADE_MS } from '../../../src/shell/apps/launchApp';
import { permissionAppsAtom, permissionNodesAtom } from '../../../src/shell/routing/portalData';
import { useShellHostCapabilities } from '../../../src/shell/shellHost';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { pushViewAtom, viewsAtom } from '../../../src/shell/state/views';
import { AppNoticesHost } from '../../../src/shell/workbench/AppNoticesHost';
import appNoticesDocument from '../../../schemas/shell/app-notices.json';
import { demoUser, LocationProbe, renderShell } from '../../components/shell/harness';
import { ok } from '../../helpers/testEnv';
import { permissionNode } from '../../helpers/permissionNodes';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';


const NODES: PermissionNode[] = [
  permissionNode({ permissionId: 10, type: 2, appInfoId: 1, appRoute: 'workbench' }),
  permissionNode({ permissionId: 11, parentId: 10, type: 1, uri: 'schema:home/todo', appRoute: 'todo' }),
  permissionNode({ permissionId: 30, type: 2, appInfoId: 3, appRoute: 'contracts' }),
  permissionNode({ permissionId: 50, type: 2, appInfoId: 5, appRoute: 'legacy' }),
];
const APPS: PermissionApp[] = [
  { id: 1, appCode: 'app.workbench', appName: 'Workbench', type: 0, href: '/pages/main/workbench' },
  { id: 3, appCode: 'app.contracts', appName: 'Contracts', type: 1, href: 'https://contracts.example.com/sso' },
  { id: 5, appCode: 'app.legacy', appName: 'Legacy', type: null, href: null },
];

let host: Readonly<Record<string, HostCapability>> = {};

function HostProbe(): ReactElement {
  const env = useEnv();
  const capabilities = useShellHostCapabilities(env.api);
  useEffect(() => {
    host = capabilities;
  }, [capabilities]);
  return <LocationProbe />;
}

function api(request: ApiRequest): ApiEnvelope {
  if (request.url === '/eps/auth/cas/check/sso-app') return ok({ ticket: 'sso-ticket', expiresAt: 0, appId: 3, href: null });
  if (request.url === '/eps/usercenter/appMsg/getAppMsg/1') return ok([{ id: 4, title: '工作台升级', content: '新功能上线', attachment: null }]);
  if (request.url.startsWith('/eps/usercenter/appMsg/getAppMsg/')) return ok([]);
  return ok(null);
}

function setup() {
  const store = createStore();
  store.set(permissionNodesAtom, NODES);
  store.set(permissionAppsAtom, APPS);
  store.set(userAtom, demoUser({ ticket: 'session-7' }) as unknown as UserInfo);
  const harness = renderShell(
    <>
      <HostProbe />
      <AppNoticesHost />
    </>,
    // The launch calls go by permission code (spec workflow 6), resolved as the user's permission sets say.
    { store, api, path: '/pages/main/home', permissionUrls: SEEDED_PERMISSION_URLS },
  );
  // The notice panel is a screen document: the real file.
  harness.env.screens = { bundled: { 'shell/app-notices': () => Promise.resolve(appNoticesDocument) } };
  return harness;
}

describe('openApp host capability', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('navigates to an internal app, then shows its notices once', async () => {
    const { env } = setup();
    const openApp = host.openApp as HostCapability;
    await expect(act(() => openApp({ permissionId: '10' }))).resolves.toEqual({ kind: 'navigated', path: '/pages/main/workbench/todo' });
    expect(screen.getByTestId('location').textContent).toBe('/pages/main/workbench/todo');
    expect(await screen.findByText('新功能上线')).toBeTruthy();
    expect(screen.getByTestId('app-notices-steps-item').querySelector('h3')?.textContent).toBe('工作台升级');
    // Shown is read: the panel marks the notice as it shows it.
    await waitFor(() => expect(env.requests.map((r) => r.url)).toContain('/eps/usercenter/appMsg/setAppMsgRed/4'));
    expect(env.requests.filter((r) => r.url === '/eps/auth/cas/jump/app').map((r) => r.params)).toEqual([{ appName: 'Workbench', id: 1 }]);
    await act(() => openApp({ permissionId: 10 }));
    expect(env.requests.filter((r) => r.url.startsWith('/eps/usercenter/appMsg/getAppMsg/'))).toHaveLength(1);
    expect(env.requests.filter((r) => r.url === '/eps/auth/cas/jump/app')).toHaveLength(2);
  });

  it('opens an SSO app in a new window after the fade; a second call meanwhile starts nothing', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { env } = setup();
    const openApp = host.openApp as HostCapability;
    const started = performance.now();
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = openApp({ permissionId: 30 });
      second = openApp({ permissionId: 30 });
    });
    await expect(first).resolves.toEqual({ kind: 'opened', url: 'https://contracts.example.com/sso?ticket=sso-ticket' });
    await expect(second).resolves.toEqual({ kind: 'opened', url: 'https://contracts.example.com/sso?ticket=sso-ticket' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(LAUNCH_FADE_MS - 5);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith('https://contracts.example.com/sso?ticket=sso-ticket', '_blank', 'noopener,noreferrer');
    expect(env.requests.filter((r) => r.url === '/eps/auth/cas/check/sso-app')).toHaveLength(1);
    expect(env.requests.filter((r) => r.url === '/eps/auth/cas/jump/app')).toHaveLength(1);
  });

  it('shows the configuration-error warning for a type-null app and rejects', async () => {
    setup();
    const openApp = host.openApp as HostCapability;
    await act(() => expect(openApp({ permissionId: 50 })).rejects.toMatchObject({ reason: 'configError' }));
    await waitFor(() => expect(screen.getByText('应用配置错误！')).toBeTruthy());
  });

  it("rejects an unknown app with 'menu being prepared' and a malformed id outright", async () => {
    setup();
    const openApp = host.openApp as HostCapability;
    await act(() => expect(openApp({ permissionId: 999 })).rejects.toMatchObject({ reason: 'preparing' }));
    await waitFor(() => expect(screen.getByText('菜单准备中，请稍候！')).toBeTruthy());
    await expect(openApp({ permissionId: 'ten' })).rejects.toThrow('permissionId must be an integer');
  });
});

describe('closeView host capability', () => {
  it('closes the active view and goes to its neighbour, as a tab close does', async () => {
    const store = createStore();
    store.set(userAtom, demoUser({ ticket: 'session-8' }) as unknown as UserInfo);
    const view = (name: string) => ({ appId: 'workbench', appName: 'Workbench', path: `/pages/main/workbench/${name}`, fullPath: `/pages/main/workbench/${name}?x=1`, routePath: `/pages/main/workbench/${name}`, title: name });
    store.set(pushViewAtom, view('todo'));
    store.set(pushViewAtom, view('approval'));
    renderShell(<HostProbe />, { store, api, path: '/pages/main/workbench/approval?barcode=B1' });
    const closeView = host.closeView as HostCapability;
    await act(() => closeView({}));
    expect(store.get(viewsAtom).map((v) => v.path)).toEqual(['/pages/main/workbench/todo']);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/pages/main/workbench/todo?x=1'));
  });
});
