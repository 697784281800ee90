// @vitest-environment jsdom
/**
 * The permission sets a workflow edition reads on its first permission-named
 * call (src/shell/routing/permissionsOnDemand.ts): once, only when signed in
 * and not loaded, and again after a failed read.
 */
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import type { PermissionNode } from '../../../../src/menu';
import { permissionUrlsOnDemand } from '../../../../src/shell/routing/permissionsOnDemand';
import { permissionNodesAtom } from '../../../../src/shell/routing/portalData';
import { userAtom, type UserInfo } from '../../../../src/shell/session';

const NODE: PermissionNode = { permissionId: 1, parentId: null, type: 3, name: 'download', permissionCode: 'p_config_oss_biz_download', url: '/eps/config/file/oss/ids/{id}', isMenu: 0, status: 1, appCode: '2' };

function setUp(signedIn: boolean) {
  const store = createStore();
  if (signedIn) store.set(userAtom, { userId: 'u-1', tenantId: 7 } as unknown as UserInfo);
  const read = vi.fn((request: ApiRequest): Promise<ApiEnvelope<unknown>> => {
    void request;
    return Promise.resolve({ code: '200', data: [NODE] });
  });
  return { store, read, load: permissionUrlsOnDemand(store, read) };
}

describe('permission sets on demand', () => {
  it('reads the node list once when signed in and not loaded, and keeps it for the page', async () => {
    const { store, read, load } = setUp(true);
    await Promise.all([load(), load()]);
    await load();
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[0]).toMatchObject({ method: 'get', url: '/eps/auth/permission/listPermissionNotree' });
    expect(store.get(permissionNodesAtom)).toEqual([NODE]);
  });

  it('reads nothing when signed out or when the preload has loaded them', async () => {
    const signedOut = setUp(false);
    await signedOut.load();
    expect(signedOut.read).not.toHaveBeenCalled();
    const loaded = setUp(true);
    loaded.store.set(permissionNodesAtom, [NODE]);
    await loaded.load();
    expect(loaded.read).not.toHaveBeenCalled();
  });

  it('a failed read rejects that call, and the next call reads again', async () => {
    const { store, read, load } = setUp(true);
    read.mockImplementationOnce(() => Promise.reject(new Error('network')));
    await expect(load()).rejects.toThrow('network');
    await load();
    expect(read).toHaveBeenCalledTimes(2);
    expect(store.get(permissionNodesAtom)).toEqual([NODE]);
  });
});
