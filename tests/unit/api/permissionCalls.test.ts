// @vitest-environment node
/**
 * Calls named by permission code (spec workflow-enterprise-embedding 6): the
 * data source's `permission` travels to the api client, which takes the URL
 * from the user's permission sets, or refuses with a clear translated error.
 */
import { describe, expect, it, vi } from 'vitest';
import { PERMISSION_URL_MISSING, PERMISSION_URL_PARAM_MISSING } from '../../../src/api/createApiClient';
import { resolveRequest } from '@core/dataSource';
import { ApiCallError } from '@core/env';
import { Scope } from '@core/scope';
import { permissionUrlOf, type PermissionNode } from '../../../src/menu';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const node = (code: string, url: string | null, status = 1): PermissionNode => ({ permissionId: 1, parentId: null, type: 3, name: code, permissionCode: code, url, isMenu: 0, status, appCode: '2' });
const NODES = [
  node('p_usercenter_enterprise_info', '/eps/usercenter/enterprise/info'),
  node('p_off', '/eps/off', 0),
  node('p_no_url', null),
  node('p_config_oss_biz_download', '/eps/config/file/oss/ids/{id}'),
];
const i18n = { language: 'en', t: (key: string) => key, exists: () => false };

const server = recordingServerPerFile(() => ({ body: { code: '200', data: { ok: true } } }));

describe('permissionUrlOf', () => {
  it('finds the URL of an active key; disabled keys and keys without URL give nothing', () => {
    expect(permissionUrlOf(NODES, 'p_usercenter_enterprise_info')).toBe('/eps/usercenter/enterprise/info');
    expect(permissionUrlOf(NODES, 'p_off')).toBeUndefined();
    expect(permissionUrlOf(NODES, 'p_no_url')).toBeUndefined();
    expect(permissionUrlOf(NODES, 'constructor')).toBeUndefined();
  });
});

describe('a call named by permission', () => {
  it('resolveRequest keeps the code when there is no url; a url wins', () => {
    expect(resolveRequest({ permission: 'p_usercenter_enterprise_info', params: { a: '${x}' } }, new Scope({ x: 1 }), i18n)).toEqual({
      method: 'get', url: '', permission: 'p_usercenter_enterprise_info', params: { a: 1 },
    });
    expect(resolveRequest({ url: '/eps/x', permission: 'p_y' }, new Scope({}), i18n)).toEqual({ method: 'get', url: '/eps/x' });
  });

  it('goes to the URL of the permission sets', async () => {
    const { client } = makeClient(server.baseURL, { permissionUrl: (code) => permissionUrlOf(NODES, code) });
    await client.request({ method: 'get', url: '', permission: 'p_usercenter_enterprise_info', params: { tenantId: 3 } });
    expect(server.received.map((r) => [r.path, r.query])).toEqual([['/eps/usercenter/enterprise/info', { tenantId: '3' }]]);
  });

  it('a code missing from the permission sets: nothing sent, a translated error shown and thrown', async () => {
    const { client, notifier } = makeClient(server.baseURL, { permissionUrl: (code) => permissionUrlOf(NODES, code) });
    const call = client.request({ method: 'get', url: '', permission: 'p_usercenter_business_info' });
    await expect(call).rejects.toBeInstanceOf(ApiCallError);
    await expect(call).rejects.toMatchObject({ code: PERMISSION_URL_MISSING, message: expect.stringContaining('p_usercenter_business_info') as unknown });
    expect(notifier.error).toHaveBeenCalledWith(expect.stringContaining('"p_usercenter_business_info"'));
    expect(server.received).toEqual([]);
  });

  it('silent calls throw without a notice; a client without a resolver refuses too', async () => {
    const { client, notifier } = makeClient(server.baseURL);
    await expect(client.request({ method: 'get', url: '', permission: 'p_off', silent: true })).rejects.toMatchObject({ code: PERMISSION_URL_MISSING });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(server.received).toEqual([]);
  });
});

describe('a code whose URL is a template', () => {
  const client = () => makeClient(server.baseURL, { permissionUrl: (code) => permissionUrlOf(NODES, code) });

  it("fills the id from the call's params, which then leave the query", async () => {
    await client().client.request({ method: 'get', url: '', permission: 'p_config_oss_biz_download', params: { id: 'att-1', lang: 'en' } });
    expect(server.received.map((r) => [r.path, r.query])).toEqual([['/eps/config/file/oss/ids/att-1', { lang: 'en' }]]);
  });

  it('an id with a slash or dot-dot stays one segment of that path', async () => {
    for (const id of ['../admin', 'a/b']) await client().client.request({ method: 'get', url: '', permission: 'p_config_oss_biz_download', params: { id } });
    expect(server.received.map((r) => r.path)).toEqual(['/eps/config/file/oss/ids/..%2Fadmin', '/eps/config/file/oss/ids/a%2Fb']);
  });

  it('without a value for the placeholder: nothing sent, a translated error shown and thrown', async () => {
    const { client: api, notifier } = client();
    await expect(api.request({ method: 'get', url: '', permission: 'p_config_oss_biz_download', params: { attachmentId: 'att-1' } })).rejects.toMatchObject({
      code: PERMISSION_URL_PARAM_MISSING,
    });
    expect(notifier.error).toHaveBeenCalledWith('Cannot call "p_config_oss_biz_download": its address needs a value for "id", and the call gives none');
    await expect(api.request({ method: 'get', url: '', permission: 'p_config_oss_biz_download', params: { id: '..' }, silent: true })).rejects.toMatchObject({
      code: PERMISSION_URL_PARAM_MISSING,
    });
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(server.received).toEqual([]);
  });

  it('resolveUrl gives the guard the template itself, to judge before it is filled', () => {
    expect(client().client.resolveUrl?.({ url: '', permission: 'p_config_oss_biz_download' })).toBe('/eps/config/file/oss/ids/{id}');
  });
});

describe('a client whose page has not loaded the permission sets', () => {
  it('loads them on the first permission-named call, then sends it to their URL', async () => {
    const nodes: PermissionNode[] = [];
    const load = vi.fn(() => {
      nodes.push(...NODES);
      return Promise.resolve();
    });
    const { client } = makeClient(server.baseURL, { permissionUrl: (code) => permissionUrlOf(nodes, code), loadPermissionUrls: load });
    await client.request({ method: 'get', url: '', permission: 'p_config_oss_biz_download', params: { id: 'att-9' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(server.received.map((r) => r.path)).toEqual(['/eps/config/file/oss/ids/att-9']);
  });

  it('a code the loaded sets lack is still refused, with the translated message', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { client, notifier } = makeClient(server.baseURL, { permissionUrl: () => undefined, loadPermissionUrls: load });
    await expect(client.request({ method: 'get', url: '', permission: 'p_usercenter_business_info' })).rejects.toMatchObject({ code: PERMISSION_URL_MISSING });
    expect(load).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledWith(expect.stringContaining('"p_usercenter_business_info"'));
    expect(server.received).toEqual([]);
  });
});
