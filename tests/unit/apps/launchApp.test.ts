/**
 * App launch by link type (spec portal-shell 4 "App launch", 7, 8): the
 * analytics call on each click, the warnings, internal navigation, SSO and
 * data-portal links opened after the progress fade. The api is the test
 * provider (an in-memory server answering by URL), the apps come from the
 * real menu model.
 */
import type { ApiRequest } from '../../../src/core/env';
import { buildMenuModel, type MenuApp, type PermissionApp, type PermissionNode } from '../../../src/menu';
import { appInfoOf, LAUNCH_FADE_MS, launchApp, LaunchError, type LaunchDeps, type LaunchTarget } from '../../../src/shell/apps/launchApp';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { permissionNode } from '../../helpers/permissionNodes';

const ORIGIN = 'https://portal.example.com';
const SESSION_TICKET = 'session-abc';


// Apps: 10 internal with a page, 20 internal without pages, 30 SSO, 40 data portal, 50 type null, 60 javascript: href.
const NODES: PermissionNode[] = [
  permissionNode({ permissionId: 10, type: 2, appInfoId: 1, appRoute: 'workbench' }),
  permissionNode({ permissionId: 11, parentId: 10, type: 1, uri: 'schema:home/todo', appRoute: 'todo' }),
  permissionNode({ permissionId: 20, type: 2, appInfoId: 2, appRoute: 'empty' }),
  permissionNode({ permissionId: 30, type: 2, appInfoId: 3, appRoute: 'contracts' }),
  permissionNode({ permissionId: 40, type: 2, appInfoId: 4, appRoute: 'analytics' }),
  permissionNode({ permissionId: 50, type: 2, appInfoId: 5, appRoute: 'legacy' }),
  permissionNode({ permissionId: 60, type: 2, appInfoId: 6, appRoute: 'bad' }),
  permissionNode({ permissionId: 70, type: 2, appInfoId: 99, appRoute: 'unconfigured' }),
];

const APPS: PermissionApp[] = [
  { id: 1, appCode: 'app.workbench', appName: 'Workbench', type: 0, href: '/pages/main/workbench' },
  { id: 2, appCode: 'app.empty', appName: 'Empty', type: 0, href: null },
  { id: 3, appCode: 'app.contracts', appName: 'Contracts', type: 1, href: 'https://contracts.example.com/sso/entry?from=eps#/home' },
  { id: 4, appCode: 'app.analytics', appName: 'Data portal', type: 2, href: 'https://data.example.com/portal' },
  { id: 5, appCode: 'app.legacy', appName: 'Legacy', type: null, href: null },
  { id: 6, appCode: 'app.bad', appName: 'Bad', type: 1, href: 'javascript:alert(1)' },
];

const model = buildMenuModel(NODES);

function target(permissionId: number): LaunchTarget {
  const app = model.apps.find((a) => a.permissionId === permissionId) as MenuApp;
  return { app, info: appInfoOf(app, APPS) };
}

/** The server: tickets, tokens and analytics; `failing` URLs answer with an error code. */
function server(failing: readonly string[] = []): (request: ApiRequest) => ReturnType<typeof ok> | { code: string; message: string; data: null } {
  return (request) => {
    if (failing.includes(request.url)) return { code: '500', message: `refused ${request.url}`, data: null };
    if (request.url === '/eps/auth/cas/check/sso-app') return ok({ ticket: `sso-${String(request.params?.appId)}`, epssession: SESSION_TICKET, expiresAt: 0, appId: request.params?.appId, href: 'ignored' });
    if (request.url === '/eps/auth/cas/ddmGetToken') return ok({ token: `ddm-${String(request.params?.appId)}`, expiresAt: 0 });
    if (request.url === '/eps/auth/cas/jump/app') return ok(null);
    return { code: '404', message: `no route ${request.url}`, data: null };
  };
}

function depsOf(env: TestEnv, wait?: LaunchDeps['wait']): LaunchDeps {
  return {
    api: env.api,
    navigate: (to) => env.navigate(to),
    openWindow: (url) => env.openWindow(url),
    notify: (level, message) => env.notify(level, message),
    t: (key) => env.i18n.t(key),
    origin: ORIGIN,
    ...(wait ? { wait } : {}),
  };
}

const immediately = (): Promise<void> => Promise.resolve();
const jumps = (env: TestEnv): ApiRequest[] => env.requests.filter((r) => r.url === '/eps/auth/cas/jump/app');

describe('launchApp', () => {
  it('type null: the configuration-error warning, nothing opened, analytics sent', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    const launch = launchApp(target(50), depsOf(env, immediately));
    await expect(launch).rejects.toBeInstanceOf(LaunchError);
    await expect(launch).rejects.toMatchObject({ reason: 'configError' });
    expect(env.notices).toEqual([{ level: 'warning', message: 'Application configuration error!' }]);
    expect(env.navigations).toEqual([]);
    expect(env.windows).toEqual([]);
    expect(jumps(env)).toEqual([{ method: 'get', url: '/eps/auth/cas/jump/app', permission: 'p_auth_apps_analyze', params: { appName: 'Legacy', id: 5 }, silent: true }]);
  });

  it('type null in Chinese: the spec text translated', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server(), language: 'zh-cn' });
    await expect(launchApp(target(50), depsOf(env, immediately))).rejects.toMatchObject({ reason: 'configError' });
    expect(env.notices).toEqual([{ level: 'warning', message: '应用配置错误！' }]);
  });

  it("'0' reopened: goes back to the app's last opened view (spec 3: redirect to the last full path)", async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    const last = '/pages/main/workbench/done?status=03';
    await expect(launchApp({ ...target(10), lastPath: last }, depsOf(env, immediately))).resolves.toEqual({ kind: 'navigated', path: last });
    expect(env.navigations).toEqual([last]);
  });

  it("'0' with pages: navigates to the permission set's redirect", async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    expect(target(10).app.redirect).toBe('/pages/main/workbench/todo');
    await expect(launchApp(target(10), depsOf(env, immediately))).resolves.toEqual({ kind: 'navigated', path: '/pages/main/workbench/todo' });
    expect(env.navigations).toEqual(['/pages/main/workbench/todo']);
    expect(env.windows).toEqual([]);
    expect(env.notices).toEqual([]);
    expect(jumps(env)).toHaveLength(1);
  });

  it("'0' without pages: the 'no accessible menu' warning", async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    await expect(launchApp(target(20), depsOf(env, immediately))).rejects.toMatchObject({ reason: 'noMenu' });
    expect(env.notices).toEqual([{ level: 'warning', message: 'No accessible menu under this app, please check permissions!' }]);
    expect(env.navigations).toEqual([]);
  });

  it("'1' SSO: fetches a ticket and opens the href signed with it and the answer's one-time epssession", async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    const result = await launchApp(target(30), depsOf(env, immediately));
    const ticketCall = env.requests.find((r) => r.url === '/eps/auth/cas/check/sso-app');
    expect(ticketCall).toMatchObject({ method: 'get', params: { appId: 3 } });
    expect(ticketCall?.silent).toBeUndefined();
    // The existing query stays, the parameters go before the fragment.
    const url = 'https://contracts.example.com/sso/entry?from=eps&ticket=sso-3&epssession=session-abc#/home';
    expect(result).toEqual({ kind: 'opened', url });
    expect(env.windows).toEqual([url]);
    expect(env.navigations).toEqual([]);
  });

  it("'2' data portal: fetches a token and opens the href with it", async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    await expect(launchApp(target(40), depsOf(env, immediately))).resolves.toEqual({ kind: 'opened', url: 'https://data.example.com/portal?token=ddm-4' });
    expect(env.requests.find((r) => r.url === '/eps/auth/cas/ddmGetToken')?.params).toEqual({ appId: 4 });
    expect(env.windows).toEqual(['https://data.example.com/portal?token=ddm-4']);
  });

  it('a failed ticket call rejects and opens nothing; the analytics call was still made', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server(['/eps/auth/cas/check/sso-app']) });
    await expect(launchApp(target(30), depsOf(env, immediately))).rejects.toMatchObject({ reason: 'request' });
    expect(env.windows).toEqual([]);
    // The api client told the user (the call is not silent); the launch adds nothing.
    expect(env.notices).toEqual([{ level: 'error', message: 'refused /eps/auth/cas/check/sso-app' }]);
    expect(jumps(env)).toHaveLength(1);
  });

  it('a failed token call rejects and opens nothing', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server(['/eps/auth/cas/ddmGetToken']) });
    await expect(launchApp(target(40), depsOf(env, immediately))).rejects.toMatchObject({ reason: 'request' });
    expect(env.windows).toEqual([]);
  });

  it('a failing analytics call never blocks the launch and shows nothing', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server(['/eps/auth/cas/jump/app']) });
    await expect(launchApp(target(10), depsOf(env, immediately))).resolves.toMatchObject({ kind: 'navigated' });
    await expect(launchApp(target(30), depsOf(env, immediately))).resolves.toMatchObject({ kind: 'opened' });
    expect(env.notices).toEqual([]);
    expect(jumps(env)).toHaveLength(2);
  });

  it('sends the analytics call on each click, launched or not', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server(['/eps/auth/cas/check/sso-app']) });
    await launchApp(target(10), depsOf(env, immediately));
    await launchApp(target(10), depsOf(env, immediately));
    await launchApp(target(50), depsOf(env, immediately)).catch(() => undefined);
    await launchApp(target(30), depsOf(env, immediately)).catch(() => undefined);
    expect(jumps(env).map((r) => r.params)).toEqual([
      { appName: 'Workbench', id: 1 },
      { appName: 'Workbench', id: 1 },
      { appName: 'Legacy', id: 5 },
      { appName: 'Contracts', id: 3 },
    ]);
  });

  it("an app without a listPermissionApp record: 'menu being prepared'", async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    const unconfigured = target(70);
    expect(unconfigured.info).toBeUndefined();
    await expect(launchApp(unconfigured, depsOf(env, immediately))).rejects.toMatchObject({ reason: 'preparing' });
    expect(env.notices).toEqual([{ level: 'warning', message: 'Menu being prepared, please wait!' }]);
    expect(jumps(env)[0]?.params).toEqual({ appName: 'unconfigured' });
  });

  it('an href that is not http(s) is a configuration error, and no ticket is issued for it', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    await expect(launchApp(target(60), depsOf(env, immediately))).rejects.toMatchObject({ reason: 'configError' });
    expect(env.requests.map((r) => r.url)).toEqual(['/eps/auth/cas/jump/app']);
    expect(env.windows).toEqual([]);
  });

  it('a relative href opens on the portal itself (the demo SSO loop)', async () => {
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    const app = target(30);
    const local: LaunchTarget = { app: app.app, info: { ...(app.info as PermissionApp), href: '/?redirectUrl=%2Fpages%2Fmain%2Fhome' } };
    await expect(launchApp(local, depsOf(env, immediately))).resolves.toEqual({
      kind: 'opened',
      url: `${ORIGIN}/?redirectUrl=%2Fpages%2Fmain%2Fhome&ticket=sso-3&epssession=session-abc`,
    });
  });
});

describe('launchApp: the progress fade', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the window LAUNCH_FADE_MS after the ticket arrived, and settles only then', async () => {
    vi.useFakeTimers();
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    let settled = false;
    // The default wait (setTimeout) under fake timers.
    const launch = launchApp(target(30), depsOf(env)).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(env.requests.some((r) => r.url === '/eps/auth/cas/check/sso-app')).toBe(true);
    await vi.advanceTimersByTimeAsync(LAUNCH_FADE_MS - 1);
    expect(env.windows).toEqual([]);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.windows).toHaveLength(1);
    await expect(launch).resolves.toMatchObject({ kind: 'opened' });
    expect(settled).toBe(true);
  });

  it('navigates at once for an internal app (no fade)', async () => {
    vi.useFakeTimers();
    const env = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: server() });
    await expect(launchApp(target(10), depsOf(env))).resolves.toMatchObject({ kind: 'navigated' });
  });
});
