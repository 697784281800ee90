/**
 * Where a signed-out visitor goes (spec portal-shell 2.1), against a small
 * in-memory ApiProvider: the ep external portal login with the way back,
 * errors-tip when the portals call fails, login otherwise.
 */
import { ApiCallError, type ApiEnvelope, type ApiProvider, type ApiRequest } from '@core/env';
import { externalLoginUrl, resolveSignedOutTarget, type SignedOutContext } from '../../../../src/shell/routing/signedOutTarget';

const ORIGIN = 'https://eps.example.com';

/** An ApiProvider answering getEp with `answer` (or failing), recording the calls. */
function portalsApi(answer: unknown | Error) {
  const requests: ApiRequest[] = [];
  const api: ApiProvider = {
    request: <T>(request: ApiRequest): Promise<ApiEnvelope<T>> => {
      requests.push(request);
      if (request.url !== '/eps/config/portal/getEp') return Promise.reject(new ApiCallError(`unexpected ${request.url}`));
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({ code: '200', message: 'success', data: answer as T });
    },
  };
  return { api, requests };
}

function context(overrides: Partial<SignedOutContext> = {}): SignedOutContext {
  return {
    platform: 'ep',
    origin: ORIGIN,
    pathname: '/pages/main/workbench/todo',
    search: '?status=01',
    allowedOrigins: ['https://sso.example.com'],
    failedMessage: '门户配置加载失败',
    ...overrides,
  };
}

const LOGIN = `/login?redirect=${encodeURIComponent('/pages/main/workbench/todo?status=01')}`;

describe('resolveSignedOutTarget (spec portal-shell 2.1)', () => {
  it('sends an ep visitor to an allow-listed ssoUrl with the full way back, silently', async () => {
    const { api, requests } = portalsApi({ ssoUrl: 'https://sso.example.com/login?app=eps', appkey: 'k', list: [] });
    const target = await resolveSignedOutTarget(api, context());
    expect(target.kind).toBe('external');
    const url = new URL(target.kind === 'external' ? target.url : '');
    expect(url.origin + url.pathname).toBe('https://sso.example.com/login');
    expect(url.searchParams.get('app')).toBe('eps');
    expect(url.searchParams.get('redirect')).toBe(`${ORIGIN}/pages/main/workbench/todo?status=01`);
    expect(requests).toEqual([{ method: 'get', url: '/eps/config/portal/getEp', silent: true }]);
  });

  it('accepts a same-origin ssoUrl without an allow-list entry', async () => {
    const { api } = portalsApi({ ssoUrl: '/sso/login', appkey: '', list: [] });
    expect(await resolveSignedOutTarget(api, context({ allowedOrigins: [] }))).toEqual({
      kind: 'external',
      url: `${ORIGIN}/sso/login?redirect=${encodeURIComponent(`${ORIGIN}/pages/main/workbench/todo?status=01`)}`,
    });
  });

  it('goes to errors-tip with the message when the portals call fails', async () => {
    const { api } = portalsApi(new ApiCallError('服务不可用', { code: '500' }));
    expect(await resolveSignedOutTarget(api, context())).toEqual({ kind: 'route', path: `/errors/tip?message=${encodeURIComponent('门户配置加载失败')}` });
  });

  it('keeps login with the way back when the answer has no ssoUrl', async () => {
    for (const answer of [{ ssoUrl: '', appkey: 'k', list: [] }, { ssoUrl: null }, null]) {
      const { api } = portalsApi(answer);
      expect(await resolveSignedOutTarget(api, context())).toEqual({ kind: 'route', path: LOGIN });
    }
  });

  it('never leaves for an ssoUrl outside the allow-list or not http(s)', async () => {
    for (const ssoUrl of ['https://evil.example.net/login', '//evil.example.net/login', 'javascript:alert(1)']) {
      const { api } = portalsApi({ ssoUrl, appkey: '', list: [] });
      expect(await resolveSignedOutTarget(api, context())).toEqual({ kind: 'route', path: LOGIN });
    }
  });

  it('changes nothing on other editions: login, and no portals call', async () => {
    for (const platform of ['su', 'bpm', 'fw', 'jcy'] as const) {
      const { api, requests } = portalsApi({ ssoUrl: 'https://sso.example.com/login' });
      expect(await resolveSignedOutTarget(api, context({ platform }))).toEqual({ kind: 'route', path: LOGIN });
      expect(requests).toEqual([]);
    }
  });
});

describe('externalLoginUrl', () => {
  it('replaces an existing redirect instead of adding a second one', () => {
    const url = new URL(externalLoginUrl('https://sso.example.com/login?redirect=old', ORIGIN, '/pages/main/home', ''));
    expect(url.searchParams.getAll('redirect')).toEqual([`${ORIGIN}/pages/main/home`]);
  });
});
