/**
 * The apps schema screens get in their scope (`apps`): the menu model's apps
 * in order, titled from listPermissionApp's appCode key when i18n has it
 * (else the root node's title in the language), with icon, link type and
 * first page.
 */
import { describe, expect, it } from 'vitest';
import { buildMenuModel, type PermissionApp, type PermissionNode } from '../../../../src/menu';
import { screenAppsOf } from '../../../../src/shell/pages/screenApps';
import { createI18n } from '../../core/testEnv';

const NODES = [
  { permissionId: 1, parentId: null, type: 2, name: '寻源采购', permissionCode: 'm_src', appRoute: 'src', isMenu: 1, status: 1, appCode: '2', appInfoId: 7, i18nTitle: { 'zh-cn': '寻源采购', en: 'Sourcing' } },
  { permissionId: 2, parentId: 1, type: 1, name: '询价', permissionCode: 'm_rfq', appRoute: 'rfq', uri: 'schema:x/rfq', isMenu: 1, status: 1, appCode: '2' },
  { permissionId: 5, parentId: null, type: 2, name: '合同', permissionCode: 'm_ct', appRoute: 'ct', isMenu: 1, status: 1, appCode: '2', appInfoId: 8, i18nTitle: { 'zh-cn': '合同', en: 'Contracts' } },
  { permissionId: 9, parentId: null, type: 2, name: '旧系统', permissionCode: 'm_old', appRoute: 'old', isMenu: 1, status: 1, appCode: '2', i18nTitle: { 'zh-cn': '旧系统', en: 'Legacy' } },
] as unknown as PermissionNode[];

const APPS: PermissionApp[] = [
  { id: 7, appCode: 'app.sourcing', type: 0, icon: 'data:image/png;base64,AA' },
  { id: 8, appCode: 'app.contracts', type: 1, icon: null },
];

describe('screenAppsOf', () => {
  it('lists the apps in menu order with title, icon, link type and redirect', () => {
    const model = buildMenuModel(NODES);
    const i18n = createI18n({ en: { 'app.contracts': 'Contract management' } }, 'en');
    const apps = screenAppsOf(model, APPS, i18n);
    expect(apps.map((app) => app.permissionId)).toEqual(model.apps.map((app) => app.permissionId));
    const byId = new Map(apps.map((app) => [app.permissionId, app]));
    expect(byId.get(1)).toEqual({
      permissionId: 1,
      appInfoId: 7,
      title: 'Sourcing',
      icon: 'data:image/png;base64,AA',
      linkType: '0',
      redirect: model.apps.find((app) => app.permissionId === 1)?.redirect ?? null,
    });
    expect(byId.get(1)?.redirect).toContain('rfq');
    // The appCode key wins when i18n has it.
    expect(byId.get(5)).toMatchObject({ title: 'Contract management', icon: '', linkType: '1', redirect: null });
    // No listPermissionApp record: no link type, no icon.
    expect(byId.get(9)).toMatchObject({ appInfoId: null, title: 'Legacy', icon: '', linkType: null });
  });

  it('titles in the active language', () => {
    const apps = screenAppsOf(buildMenuModel(NODES), APPS, createI18n({}, 'zh-cn'));
    expect(apps.find((app) => app.permissionId === 1)?.title).toBe('寻源采购');
  });
});
