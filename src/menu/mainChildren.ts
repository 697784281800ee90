/**
 * The fixed children of the main layout (spec portal-shell 2.1): home,
 * enterprise (alias companymanagement), user-notification, user-setting,
 * bulletins and bulletins/detail/{id}. Each is a schema screen; the screen
 * ids are the one place the home workbench and user centre plug their screens in. A child whose
 * screen file does not exist yet shows the 'under development' page.
 *
 * Built-in screens named by a menu `uri` (`builtin:<name>`) use the same table.
 */
import type { PermissionRule } from '../core/schema/types';

export interface MainChild {
  /** Route name (spec 2.1 named routes). */
  name: string;
  /** Pattern under /pages/main; `:id` segments are route params. */
  pattern: string;
  /** Other spellings that redirect here. */
  aliases: readonly string[];
  /** The screen document rendered (`schemas/<id>.json`). */
  screenId: string;
  /** Key of the title in `layout.routes`. */
  titleKey: string;
  /** Permission the page needs; a user without it gets the 403 page. */
  permission?: PermissionRule;
}

// spec portal-shell 2.3 and 6: company management is for users holding that permission
// (the enterprise icon's rule); enterprise administrators hold the enterprise-info key.
const ENTERPRISE_RULE: PermissionRule = { some: ['p_usercenter_company_management', 'p_usercenter_enterprise_info'] };

/** The children of /pages/main, in the spec's order. */
export const MAIN_CHILDREN: readonly MainChild[] = [
  { name: 'home', pattern: 'home', aliases: [], screenId: 'home/index', titleKey: 'layout.routes.home' },
  { name: 'enterprise', pattern: 'enterprise', aliases: ['companymanagement'], screenId: 'enterprise/info', titleKey: 'layout.routes.enterprise', permission: ENTERPRISE_RULE },
  { name: 'user-notification', pattern: 'user-notification', aliases: [], screenId: 'notifications/list', titleKey: 'layout.routes.userNotification', permission: 'p_eps_api_msg' },
  { name: 'user-setting', pattern: 'user-setting', aliases: [], screenId: 'user/setting', titleKey: 'layout.routes.userSetting' },
  { name: 'bulletins', pattern: 'bulletins', aliases: [], screenId: 'bulletins/list', titleKey: 'layout.routes.bulletins', permission: 'p_conifg_news' },
  { name: 'bulletins-detail', pattern: 'bulletins/detail/:id', aliases: [], screenId: 'bulletins/detail', titleKey: 'layout.routes.bulletinDetail', permission: 'p_conifg_news' },
];

/** A view of the low-code studio: the studio is tooling (React), not a screen document. */
export type StudioView = 'screens' | 'menus' | 'texts' | 'audit';

/** What a `builtin:<name>` shows: a screen document, or a view of the studio. */
export type BuiltinScreen = { screenId: string; titleKey: string; studio?: undefined } | { studio: StudioView; titleKey: string; screenId?: undefined };

/**
 * Screens a menu may name with `builtin:<name>`: the main children and the
 * studio's views (`menu-editor` is the seeded "Low-code settings -> Menus").
 * The server checks menu targets against these names.
 */
export const BUILTIN_SCREENS: Readonly<Record<string, BuiltinScreen>> = {
  ...Object.fromEntries(MAIN_CHILDREN.map((child) => [child.name, { screenId: child.screenId, titleKey: child.titleKey }])),
  'menu-editor': { studio: 'menus', titleKey: 'layout.routes.menuEditor' },
  'lowcode-studio': { studio: 'screens', titleKey: 'layout.routes.studio' },
  'lowcode-screens': { studio: 'screens', titleKey: 'layout.routes.studio' },
  'lowcode-texts': { studio: 'texts', titleKey: 'layout.routes.studio' },
  'lowcode-audit': { studio: 'audit', titleKey: 'layout.routes.studio' },
};

/** Matches `rest` (the path under /pages/main, no leading slash) against a pattern; returns the params or undefined. */
export function matchPattern(pattern: string, rest: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = rest.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(':')) {
      if (g === '') return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) return undefined;
  }
  return params;
}
