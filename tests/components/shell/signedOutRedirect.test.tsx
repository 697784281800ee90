/**
 * The main layout's guard for a signed-out visitor on the ep edition (spec
 * portal-shell 2.1), through the real frame and routes against an in-memory
 * server: the external portal login with the way back, errors-tip when the
 * portals cannot be loaded, login when there is no portal login link.
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiCallError, type ApiRequest } from '@core/env';
import { browserNavigation } from '../../../src/shell/routing/browserNavigation';
import { ShellFrame, shellRoutes } from '../../../src/shell/shellRoutes';
import { ok } from '../../helpers/testEnv';
import { LocationProbe, renderShell } from './harness';

const SSO = 'https://sso.example.com';

/** The public calls of a signed-out visit; getEp answers `portals` or fails. */
function server(portals: unknown | Error) {
  const calls: ApiRequest[] = [];
  const handler = (request: ApiRequest) => {
    calls.push(request);
    switch (request.url) {
      case '/eps/config/params/list':
        return ok([{ paramCode: 'EPS_REDIRECT_ALLOWLIST', paramValue: `https://help.example.com, ${SSO}` }]);
      case '/eps/config/dict/list':
        return ok([]);
      case '/eps/config/portal/getEp':
        if (portals instanceof Error) throw portals;
        return ok(portals);
      default:
        if (request.url.startsWith('/eps/config/i18n-from-config/')) return ok({});
        return ok(null);
    }
  };
  return { calls, handler };
}

function renderSignedOut(path: string, portals: unknown | Error) {
  const api = server(portals);
  renderShell(
    <ShellFrame>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        {shellRoutes}
      </Routes>
      <LocationProbe />
    </ShellFrame>,
    { path, api: api.handler },
  );
  return api.calls;
}
const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('signed-out visitor of the main layout on ep (spec portal-shell 2.1)', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('leaves for the allow-listed portal login with the full way back', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const calls = renderSignedOut('/pages/main/workbench/todo?status=01', { ssoUrl: `${SSO}/login?app=eps`, appkey: 'k', list: [] });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe(`${SSO}/login`);
    expect(target.searchParams.get('app')).toBe('eps');
    expect(target.searchParams.get('redirect')).toBe(`${window.location.origin}/pages/main/workbench/todo?status=01`);
    // The call is silent, and made only once the allow-list parameter is in.
    const getEp = calls.findIndex((call) => call.url === '/eps/config/portal/getEp');
    expect(calls[getEp]).toMatchObject({ method: 'get', silent: true });
    expect(calls.findIndex((call) => call.url === '/eps/config/params/list')).toBeLessThan(getEp);
    expect(location()).toBe('/pages/main/workbench/todo?status=01');
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('goes to errors-tip with the translated message when the portals cannot be loaded', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignedOut('/pages/main/home', new ApiCallError('服务不可用', { code: '500' }));
    await waitFor(() => expect(location()).toBe(`/errors/tip?message=${encodeURIComponent('门户配置加载失败')}`));
    const tip = await screen.findByTestId('page-error-tip');
    expect(tip.textContent).toContain('门户配置加载失败');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the login page with the way back when there is no portal login link', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignedOut('/pages/main/workbench/todo?status=01', { ssoUrl: '', appkey: 'k', list: [] });
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/pages/main/workbench/todo?status=01')}`));
    expect(screen.getByText('login page')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the login page when the portal login link is outside the allow-list', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignedOut('/pages/main/home', { ssoUrl: 'https://evil.example.net/login', appkey: 'k', list: [] });
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent('/pages/main/home')}`));
    expect(assign).not.toHaveBeenCalled();
  });
});
