/**
 * The shell's routes and guards with the real frame (preload gate, URL
 * entries, cancelled navigations) against an in-memory server: the login
 * redirect, 403 and 404, a menu page, the cancelled `-ui/pages/main`
 * navigation, forced logout on an empty menu, errors-tip on a failed preload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { ApiCallError, type ApiRequest } from '@core/env';
import { ShellFrame, shellRoutes } from '../../../src/shell/shellRoutes';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { ok } from '../../helpers/testEnv';
import { LocationProbe, demoUser, renderShell } from './harness';

const NODES = [
  { permissionId: 1, parentId: null, type: 2, name: '工作台', permissionCode: 'm_workbench', appRoute: 'workbench', isMenu: 1, status: 1, appCode: '2', i18nTitle: { 'zh-cn': '工作台', en: 'Workbench' } },
  { permissionId: 2, parentId: 1, type: 1, name: '待办事项', permissionCode: 'm_todo', appRoute: 'todo', uri: 'schema:demo/does-not-exist', isMenu: 1, status: 1, appCode: '2' },
  { permissionId: 3, parentId: 1, type: 1, name: '外部链接页', permissionCode: 'm_ext', appRoute: 'ext', uri: 'sub-ui/orders', isMenu: 1, status: 1, appCode: '2' },
  { permissionId: 9, parentId: null, type: 3, name: '消息', permissionCode: 'p_eps_api_msg', isMenu: 0, status: 1, appCode: '2' },
];

function server(options: { nodes?: unknown[]; failParams?: boolean } = {}) {
  const calls: string[] = [];
  const handler = (request: ApiRequest) => {
    calls.push(request.url);
    switch (request.url) {
      case '/eps/auth/cas/session-info':
        return ok(demoUser());
      case '/eps/config/params/list':
        if (options.failParams) throw new ApiCallError('参数服务不可用', { code: '500' });
        return ok([]);
      case '/eps/config/dict/list':
      case '/eps/auth/permission/listPermissionApp':
      case '/eps/config/watermark/get':
        return ok([]);
      case '/eps/auth/permission/listPermissionNotree':
        return ok(options.nodes ?? NODES);
      case '/eps/auth/cas/logout':
        return ok(null);
      default:
        if (request.url.startsWith('/eps/config/i18n-from-config/')) return ok(request.url.includes('/3/') ? [] : {});
        return ok(null);
    }
  };
  return { calls, handler };
}

function renderAt(path: string, options: { signedIn?: boolean; nodes?: unknown[]; failParams?: boolean } = {}) {
  const store = createStore();
  if (options.signedIn !== false) store.set(userAtom, demoUser() as UserInfo);
  const api = server(options);
  const harness = renderShell(
    <ShellFrame>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        {shellRoutes}
      </Routes>
      <LocationProbe />
    </ShellFrame>,
    { path, store, api: api.handler },
  );
  return { ...harness, calls: api.calls };
}
const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('shell routes and guards (spec portal-shell 2.1)', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends a signed-out visitor of the main layout to login with path and query', async () => {
    renderAt('/pages/main/workbench/todo?status=01', { signedIn: false });
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/pages/main/workbench/todo?status=01')}`));
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('redirects / to home and shows the main layout once the preload is done', async () => {
    const { calls } = renderAt('/');
    await waitFor(() => expect(location()).toBe('/pages/main/home'));
    await screen.findByTestId('home-workbench', {}, { timeout: 15000 });
    expect(screen.getByTestId('home-greeting').textContent).toContain('张采购');
    expect(calls.slice(0, 7)).toEqual([
      '/eps/auth/cas/session-info',
      '/eps/config/i18n-from-config/cache/zh-cn',
      '/eps/config/params/list',
      '/eps/config/dict/list',
      '/eps/auth/permission/listPermissionApp',
      '/eps/auth/permission/listPermissionNotree',
      '/eps/config/i18n-from-config/3/cache/zh-cn',
    ]);
  });

  it('answers 403 for a page of a granted app that is not granted, 404 for an unknown path', async () => {
    const first = renderAt('/pages/main/workbench/secret');
    const forbidden = await screen.findByTestId('page-403', {}, { timeout: 15000 });
    // Within the page: the layout's hidden h1 repeats the title for screen readers.
    expect(within(forbidden).getByText('没有权限')).toBeTruthy();
    first.unmount();
    renderAt('/pages/main/elsewhere');
    await screen.findByTestId('page-404', {}, { timeout: 15000 });
    expect(screen.getByText('请检查您输入的地址是否正确，或点击按钮返回首页。')).toBeTruthy();
  });

  it('renders a menu route with its side menu and tab; a screen not written yet is under development', async () => {
    renderAt('/pages/main/workbench/todo');
    await screen.findByTestId('page-developing', {}, { timeout: 15000 });
    expect(screen.getByText('页面正在开发中')).toBeTruthy();
    expect(screen.getByTestId('side-menu').textContent).toContain('待办事项');
    expect(screen.getByTestId('view-tabs').textContent).toContain('待办事项');
  });

  it('shows the embedded-app wrapper for a {name}-ui menu', async () => {
    renderAt('/pages/main/workbench/ext');
    const page = await screen.findByTestId('embedded-app', {}, { timeout: 15000 });
    expect(page.getAttribute('data-app')).toBe('sub-ui');
  });

  it('cancels a navigation to a path containing -ui/pages/main', async () => {
    renderAt('/pages/main/sub-ui/pages/main/home');
    await waitFor(() => expect(location()).toBe('/pages/main/home'));
  });

  it('logs out when the permission menu is empty after sign-in', async () => {
    const { store, calls } = renderAt('/pages/main/home', { nodes: [] });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.get(userAtom)).toBeNull();
    expect(calls).toContain('/eps/auth/cas/logout');
  });

  it('goes to errors-tip with the message when the preload fails', async () => {
    renderAt('/pages/main/home', { failParams: true });
    await waitFor(() => expect(location()).toBe(`/errors/tip?message=${encodeURIComponent('参数服务不可用')}&retry=${encodeURIComponent('/pages/main/home')}`));
    const tip = await screen.findByTestId('page-error-tip');
    expect(tip.textContent).toContain('参数服务不可用');
    expect(tip.textContent).toContain('出错了！');
    // No dead end: the failed page again first, home beside logout, and logout is no longer the only (red) way out.
    const names = within(tip).getAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''));
    expect(names[0]).toBe('重试');
    expect(names).toEqual(expect.arrayContaining(['返回首页', '退出登录']));
    expect(tip.querySelector('.ant-btn-dangerous')).toBeNull();
  });
});
