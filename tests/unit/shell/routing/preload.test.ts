import { ApiCallError, type ApiRequest } from '@core/env';
import { PreloadError, runPreload } from '../../../../src/shell/routing/preload';
import { preloadReads, type PreloadScope } from '../../../../src/shell/routing/preloadReads';
import { createTestEnv, ok } from '../../../helpers/testEnv';

function server(failAt?: string) {
  return createTestEnv({
    api: (request: ApiRequest) => {
      if (failAt && request.url.includes(failAt)) throw new ApiCallError('params table is down', { code: '500' });
      if (request.url === '/eps/config/i18n-from-config/cache/en') return ok({ 'platform.name': 'Portal', 'menu.m_x': 'X' });
      if (request.url === '/eps/config/params/list') return ok([{ paramCode: 'EPS_ANALYTICS_ENABLE', paramValue: 'N' }]);
      if (request.url === '/eps/config/dict/list') return ok([{ dictCode: 'dict_news_type', dictName: 'News', subset: [] }]);
      if (request.url === '/eps/auth/permission/listPermissionApp') return ok([{ id: 1, appCode: 'app.workbench', type: 0 }]);
      if (request.url === '/eps/auth/permission/listPermissionNotree') return ok([{ permissionId: 1, parentId: null, type: 2 }]);
      if (request.url === '/eps/config/i18n-from-config/3/cache/en') return ok([{ key: 'platform.name', value: 'Eastern' }]);
      throw new ApiCallError(`unexpected ${request.url}`);
    },
  });
}

describe('runPreload (spec workflow-enterprise-embedding 4.1)', () => {
  it('loads languages, params, dicts, permission sets and tenant languages, asking for all at once', async () => {
    const env = server();
    const result = await runPreload(env.api, { language: 'en', session: { tenantId: 3 } });
    expect(env.requests.map((r) => r.url)).toEqual([
      '/eps/config/i18n-from-config/cache/en',
      '/eps/config/params/list',
      '/eps/config/dict/list',
      '/eps/auth/permission/listPermissionApp',
      '/eps/auth/permission/listPermissionNotree',
      '/eps/config/i18n-from-config/3/cache/en',
    ]);
    expect(result.messages).toEqual({ 'platform.name': 'Portal', 'menu.m_x': 'X' });
    expect(result.params).toEqual({ EPS_ANALYTICS_ENABLE: 'N' });
    expect(result.dicts[0]?.dictCode).toBe('dict_news_type');
    expect(result.apps).toHaveLength(1);
    expect(result.nodes).toHaveLength(1);
    expect(result.tenantMessages).toEqual({ 'platform.name': 'Eastern' });
    expect(env.requests.every((r) => r.silent)).toBe(true);
  });

  it('stops after the public steps without a session, and in the workflow editions', async () => {
    const signedOut = server();
    expect(await runPreload(signedOut.api, { language: 'en' })).not.toHaveProperty('nodes');
    expect(signedOut.requests).toHaveLength(3);
    const embedded = server();
    await runPreload(embedded.api, { language: 'en', session: { tenantId: 3 }, embedded: true });
    expect(embedded.requests).toHaveLength(3);
  });

  it('skips tenant languages for a user without a tenant', async () => {
    const env = server();
    const result = await runPreload(env.api, { language: 'en', session: { tenantId: -1 } });
    expect(env.requests).toHaveLength(5);
    expect(result.tenantMessages).toEqual({});
  });

  it('reports the first failing step in the spec order with its message', async () => {
    const env = server('/params/');
    const error = await runPreload(env.api, { language: 'en', session: { tenantId: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreloadError);
    expect(error).toMatchObject({ step: 'params', message: 'params table is down', code: '500' });
  });

  it('reports an earlier step that fails after a later one has failed', async () => {
    // The tenant languages fail at once; the languages fail later: the languages are reported (spec order, not time).
    let failLanguages: (error: unknown) => void = () => undefined;
    const env = createTestEnv({
      api: (request: ApiRequest) => {
        if (request.url === '/eps/config/i18n-from-config/cache/en') return new Promise((_, reject) => (failLanguages = reject));
        if (request.url.startsWith('/eps/config/i18n-from-config/3/')) throw new ApiCallError('tenant texts down', { code: '500' });
        return ok([]);
      },
    });
    const outcome = runPreload(env.api, { language: 'en', session: { tenantId: 3 } }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    failLanguages(new ApiCallError('texts down', { code: '503' }));
    expect(await outcome).toMatchObject({ step: 'languages', message: 'texts down', code: '503' });
  });

  it('does not wait one request for another', async () => {
    const pending: string[] = [];
    const env = createTestEnv({ api: (request: ApiRequest) => (pending.push(request.url), new Promise(() => undefined)) });
    void runPreload(env.api, { language: 'en', session: { tenantId: 3 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pending).toHaveLength(6);
  });

  // The early start (src/earlyStart.ts) sends preloadReads() before the portal's code runs; the api client
  // gives their answers to the preload's calls only when these are the same calls.
  it('asks exactly what preloadReads lists for the early start, for every kind of session', async () => {
    const scopes: PreloadScope[] = [
      { language: 'en' },
      { language: 'en', session: { tenantId: 3 } },
      { language: 'en', session: { tenantId: -1 } },
      { language: 'en', session: { tenantId: 3 }, embedded: true },
    ];
    for (const scope of scopes) {
      const env = server();
      await runPreload(env.api, scope);
      const asked = (requests: readonly ApiRequest[]) => requests.map(({ method, url, params, data }) => ({ method, url, params, data }));
      expect(asked(env.requests)).toEqual(asked(preloadReads(scope)));
    }
  });
});
