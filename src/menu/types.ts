/** The server's permission data (spec portal-shell 3) and the menu model built from it. */
import type { LocalizedText } from '../core/schema/types';
import type { UriTarget } from './uriTarget';

/** A permission node as listPermissionNotree sends it (flat; `parentId` links the tree). */
export interface PermissionNode {
  permissionId: number;
  parentId: number | null;
  type: number;
  name: string;
  permissionCode: string;
  uri?: string | null;
  url?: string | null;
  isMenu: number;
  translateCode?: string | null;
  i18nTitle?: Readonly<Record<string, string>> | null;
  icon?: string | null;
  appInfoId?: number | null;
  appRoute?: string | null;
  docId?: string | null;
  status: number;
  appCode: string;
  sort?: number | null;
  /** Routable but left out of the side menu (set in the studio, for a tenant's own node or over a shipped one). */
  hidden?: boolean;
}

/** An app as listPermissionApp sends it. */
export interface PermissionApp {
  id: number;
  name?: string;
  appName?: string;
  appCode: string;
  type: number | null;
  icon?: string | null;
  href?: string | null;
  url?: string | null;
  i18nTitle?: Readonly<Record<string, string>> | null;
  isIframe?: number;
}

/** A route of the portal made from a route-entry node. */
export interface MenuRoute {
  /** Full path, `/pages/main/{app}/{route}`. */
  path: string;
  permissionId: number;
  permissionCode: string;
  appId: number;
  title: LocalizedText;
  /** The node's translateCode: a tenant's i18n override of it wins over `title` when present. */
  titleKey: string | undefined;
  target: UriTarget;
  docId: string | undefined;
  /** For a tab container (7): its tabs (4), in order. */
  tabs: readonly MenuRoute[];
  /** For a tab (4): the container's path. */
  containerPath: string | undefined;
  camunda: boolean;
}

/** An item of an app's side menu. */
export interface MenuItem {
  key: string;
  title: LocalizedText;
  /** The node's translateCode (see MenuRoute.titleKey). */
  titleKey: string | undefined;
  icon: string | undefined;
  /** In-app route; absent for external links and groups. */
  path: string | undefined;
  /** For external links (9, 10). */
  externalUrl: string | undefined;
  docId: string | undefined;
  children: readonly MenuItem[];
}

/** One app: its root node, side menu and routes. */
export interface MenuApp {
  permissionId: number;
  appInfoId: number | undefined;
  /** Path segment under /pages/main. */
  route: string;
  title: LocalizedText;
  /** The root node's translateCode (see MenuRoute.titleKey). */
  titleKey: string | undefined;
  icon: string | undefined;
  menu: readonly MenuItem[];
  routes: readonly MenuRoute[];
  /** Where opening the app goes: its first route, if any (spec 4: no redirect gives a warning). */
  redirect: string | undefined;
}

export interface MenuModel {
  apps: readonly MenuApp[];
  /** Every route of every app, by path. */
  routesByPath: ReadonlyMap<string, MenuRoute>;
  /** Permission keys held (active nodes of any type). */
  permissionKeys: ReadonlySet<string>;
}
