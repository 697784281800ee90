/**
 * Turns the server's permission nodes into apps, side menus and routes, by
 * node type (spec portal-shell 2.3). Pure: no React, tested on its own.
 */
import type { LocalizedText } from '../core/schema/types';
import { DEFAULT_LANGUAGE } from '../core/text';
import { traitsOf } from './nodeTypes';
import type { MenuApp, MenuItem, MenuModel, MenuRoute, PermissionNode } from './types';
import { parseUri } from './uriTarget';

export const MAIN_PATH = '/pages/main';

/** spec portal-shell 6: active menu permissions are status 1, isMenu 1, appCode 2. */
export function isActiveMenu(node: PermissionNode): boolean {
  return node.status === 1 && node.isMenu === 1 && String(node.appCode) === '2';
}

function titleOf(node: PermissionNode): LocalizedText {
  if (node.i18nTitle && Object.keys(node.i18nTitle).length > 0) {
    // A title given in some languages only (a tenant menu named in Chinese with just an English
    // title): the node's name is its default-language title, so Chinese users do not get English.
    if (node.i18nTitle[DEFAULT_LANGUAGE] === undefined && node.name) return { [DEFAULT_LANGUAGE]: node.name, ...node.i18nTitle };
    return node.i18nTitle;
  }
  if (node.translateCode) return node.translateCode;
  return node.name;
}

/** A URL-safe path segment: the node's appRoute, else its permission code. */
function segmentOf(node: PermissionNode): string {
  const raw = (node.appRoute ?? '').trim() || node.permissionCode;
  return raw
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/');
}

const bySort = (a: PermissionNode, b: PermissionNode): number => (a.sort ?? 0) - (b.sort ?? 0) || a.permissionId - b.permissionId;

export function buildMenuModel(nodes: readonly PermissionNode[]): MenuModel {
  const permissionKeys = new Set(nodes.filter((n) => n.status === 1).map((n) => n.permissionCode));
  const menuNodes = nodes.filter(isActiveMenu);
  const children = new Map<number | null, PermissionNode[]>();
  for (const node of menuNodes) {
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  for (const list of children.values()) list.sort(bySort);
  const childrenOf = (id: number): readonly PermissionNode[] => children.get(id) ?? [];

  const routesByPath = new Map<string, MenuRoute>();
  const apps: MenuApp[] = [];
  const roots = menuNodes.filter((n) => traitsOf(n.type)?.appRoot).sort(bySort);

  for (const root of roots) {
    const appPath = `${MAIN_PATH}/${segmentOf(root)}`;
    const routes: MenuRoute[] = [];

    const makeRoute = (node: PermissionNode, path: string, containerPath: string | undefined, tabs: readonly MenuRoute[]): MenuRoute => {
      const route: MenuRoute = {
        path,
        permissionId: node.permissionId,
        permissionCode: node.permissionCode,
        appId: root.permissionId,
        title: titleOf(node),
        titleKey: node.translateCode ?? undefined,
        target: parseUri(node.uri),
        docId: node.docId ?? undefined,
        tabs,
        containerPath,
        camunda: traitsOf(node.type)?.camunda ?? false,
      };
      // First definition of a path wins; a duplicate is a configuration slip, not a crash.
      if (!routesByPath.has(path)) {
        routesByPath.set(path, route);
        routes.push(route);
      }
      return route;
    };

    const walk = (parent: PermissionNode, basePath: string): MenuItem[] => {
      const items: MenuItem[] = [];
      for (const node of childrenOf(parent.permissionId)) {
        const traits = traitsOf(node.type);
        if (!traits || traits.appRoot) continue;
        const path = `${basePath}/${segmentOf(node)}`;
        if (traits.tabContainer) {
          const tabNodes = childrenOf(node.permissionId).filter((c) => traitsOf(c.type)?.tab);
          const tabRoutes = tabNodes.map((tab) => makeRoute(tab, `${path}/${segmentOf(tab)}`, path, []));
          makeRoute(node, path, undefined, tabRoutes);
          if (node.hidden === true) continue;
          items.push(menuItem(node, path, undefined, tabRoutes.map((t, i) => menuItem(tabNodes[i] as PermissionNode, t.path, undefined, []))));
          continue;
        }
        const nested = walk(node, path);
        const target = parseUri(node.uri);
        // A group (an entry without a target) with nothing under it yet opens nothing: left out.
        if (traits.menuEntry && !traits.externalLink && (node.uri ?? '').trim() === '' && nested.length === 0) continue;
        if (traits.routeEntry) makeRoute(node, path, undefined, []);
        // Hidden: still routable (links and tabs reach it), not listed.
        if (!traits.menuEntry || node.hidden === true) continue;
        if (traits.externalLink) {
          items.push(menuItem(node, undefined, target.kind === 'external' ? target.url : undefined, nested));
        } else {
          // A page with no screen of its own but with children is a group.
          const isGroup = nested.length > 0 && target.kind === 'none';
          items.push(menuItem(node, isGroup ? undefined : path, undefined, nested));
        }
      }
      return items;
    };

    const menu = walk(root, appPath);
    apps.push({
      permissionId: root.permissionId,
      appInfoId: root.appInfoId ?? undefined,
      route: segmentOf(root),
      title: titleOf(root),
      titleKey: root.translateCode ?? undefined,
      icon: root.icon ?? undefined,
      menu,
      routes,
      redirect: firstPath(menu),
    });
  }
  return { apps, routesByPath, permissionKeys };
}

/** The first page of a side menu, depth first: where opening an app goes. */
function firstPath(items: readonly MenuItem[]): string | undefined {
  for (const item of items) {
    if (item.path) return item.children.length > 0 && item.externalUrl === undefined ? (item.children[0]?.path ?? item.path) : item.path;
    const nested = firstPath(item.children);
    if (nested) return nested;
  }
  return undefined;
}

function menuItem(node: PermissionNode, path: string | undefined, externalUrl: string | undefined, children: readonly MenuItem[]): MenuItem {
  return {
    key: String(node.permissionId),
    title: titleOf(node),
    titleKey: node.translateCode ?? undefined,
    icon: node.icon ?? undefined,
    path,
    externalUrl,
    docId: node.docId ?? undefined,
    children,
  };
}

/**
 * The side menu filtered by a keyword (the side menu's filter box): an item
 * stays when its title, in the resolved language, contains the keyword, or
 * when one of its children does.
 */
export function filterMenu(items: readonly MenuItem[], keyword: string, titleOfItem: (item: MenuItem) => string): MenuItem[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...items];
  const result: MenuItem[] = [];
  for (const item of items) {
    const children = filterMenu(item.children, needle, titleOfItem);
    if (titleOfItem(item).toLowerCase().includes(needle)) result.push(item);
    else if (children.length > 0) result.push({ ...item, children });
  }
  return result;
}
