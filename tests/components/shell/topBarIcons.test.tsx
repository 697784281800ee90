/**
 * The top bar's app icons (spec portal-shell 2.3 and 6): the enterprise icon
 * on the supplier platform for userLevel not 2, tenantId above 0 and the
 * company-management permission; the pec-ui icon when the user has that menu
 * and userLevel is not 2. "userLevel 2 hides the enterprise and pec icons."
 */
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuModel, type PermissionNode } from '../../../src/menu';
import { COMPANY_MANAGEMENT_PERMISSION, pecApp, showsEnterpriseIcon, TopBar } from '../../../src/shell/layout/TopBar';
import { permissionNodesAtom } from '../../../src/shell/routing/portalData';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { permissionNode } from '../../helpers/permissionNodes';
import { demoUser, renderShell } from './harness';

afterEach(() => window.localStorage.clear());

const nodes: PermissionNode[] = [
  permissionNode({ permissionId: 1, type: 11, appRoute: 'pec-ui', uri: 'pec-ui' }),
  permissionNode({ permissionId: 2, parentId: 1, type: 1, appRoute: 'home', uri: 'pec-ui/home' }),
  permissionNode({ permissionId: 3, type: 5, permissionCode: COMPANY_MANAGEMENT_PERMISSION, isMenu: 0 }),
];

const supplier = (userLevel: string | null, tenantId = 3): UserInfo =>
  demoUser({ account: 'supplier', type: 1, userLevel, tenantId, supplierId: 11 }) as unknown as UserInfo;

describe('top bar icons by user level', () => {
  it('the rules: level 1 (or none) shows both, level 2 hides both, whatever the type of the value', () => {
    const model = buildMenuModel(nodes);
    const has = (key: string) => model.permissionKeys.has(key);
    for (const level of ['1', null]) {
      expect(showsEnterpriseIcon('su', supplier(level), has)).toBe(true);
      expect(pecApp(model, supplier(level))?.route).toBe('pec-ui');
    }
    const level2 = supplier('2');
    expect(showsEnterpriseIcon('su', level2, has)).toBe(false);
    expect(pecApp(model, level2)).toBeUndefined();
    // The server may send the level as a number.
    const numeric = { ...level2, userLevel: 2 } as unknown as UserInfo;
    expect(showsEnterpriseIcon('su', numeric, has)).toBe(false);
    expect(pecApp(model, numeric)).toBeUndefined();
    // The other conditions of the enterprise icon.
    expect(showsEnterpriseIcon('ep', supplier('1'), has)).toBe(false);
    expect(showsEnterpriseIcon('su', supplier('1', 0), has)).toBe(false);
    expect(showsEnterpriseIcon('su', supplier('1'), () => false)).toBe(false);
  });

  it.each([
    ['1', true],
    ['2', false],
  ] as const)('a supplier of userLevel %s sees the enterprise and pec icons: %s', async (level, shown) => {
    const store = createStore();
    store.set(permissionNodesAtom, nodes);
    store.set(userAtom, supplier(level));
    // Async act: the bell's first list load settles inside it.
    await act(async () => {
      renderShell(<TopBar platform="su" />, { store, path: '/pages/main/home' });
    });
    expect(screen.getByTestId('icon-home')).toBeTruthy();
    expect(screen.queryByTestId('icon-enterprise') !== null).toBe(shown);
    expect(screen.queryByTestId('icon-pec') !== null).toBe(shown);
  });
});
