/** A permission node as listPermissionNotree sends it, with defaults for the fields a test does not care about. */
import type { PermissionNode } from '../../src/menu';

/** @example permissionNode({ permissionId: 10, type: 2, appRoute: 'workbench' }) */
export const permissionNode = (partial: Partial<PermissionNode> & Pick<PermissionNode, 'permissionId' | 'type'>): PermissionNode => ({
  parentId: null,
  name: `node ${partial.permissionId}`,
  permissionCode: `p_${partial.permissionId}`,
  isMenu: 1,
  status: 1,
  appCode: '2',
  ...partial,
});
