import { ApiCallError, type ApiRequest } from '../../../../src/core/env';
import { PreloadError, runPreload } from '../../../../src/shell/routing/preload';
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
  it('loads languages, params, dicts, permission sets, then tenant languages, in that order', async () => {
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

  it('stops at the first failing step with its message and step', async () => {
    const env = server('/params/');
    const error = await runPreload(env.api, { language: 'en', session: { tenantId: 3 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreloadError);
    expect(error).toMatchObject({ step: 'params', message: 'params table is down', code: '500' });
    expect(env.requests.map((r) => r.url)).toEqual(['/eps/config/i18n-from-config/cache/en', '/eps/config/params/list']);
  });
});
