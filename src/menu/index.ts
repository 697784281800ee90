/** The menu model: permission nodes to apps, side menus and routes (no React). */
export { buildMenuModel, filterMenu, MAIN_PATH } from './buildMenuModel';
export { NODE_TYPE_CODES, traitsOf } from './nodeTypes';
export { parseUri, type UriTarget } from './uriTarget';
export type { MenuApp, MenuItem, MenuModel, MenuRoute, PermissionApp, PermissionNode } from './types';
export { permissionUrlOf } from './permissionUrl';
