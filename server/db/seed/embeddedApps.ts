/**
 * Seed area `embedded-apps`: the demo sub-apps served by the
 * reference server under subapps/, as apps with a menu each, granted to the
 * east tenant's buyer and administrator. A separate area, so databases seeded
 * before get them once too, and never again over a user's changes.
 */
import type { Db } from '../client';
import { apps, rolePermissions } from '../schema';
import { DEMO_TENANTS } from './demoAccounts';
import { letterIcon } from './icons';
import { appId, permissionIds, roleIdOf } from './lookup';
import { insertNode, subtreeCodes } from './menu';
import type { NodeSpec } from './menuData';

const t = (zh: string, en: string) => ({ 'zh-cn': zh, en });

/** The demo micro-app (`/demo-ui/`) and iframe app (`/frame-ui/`). */
export const EMBEDDED_APPS = [
  { appCode: 'app.demo-ui', name: '演示子应用', title: t('演示子应用', 'Demo sub-app'), href: '/pages/main/demo-ui', isIframe: 0, letter: 'E', color: '#08979c' },
  { appCode: 'app.frame-ui', name: '演示 iframe 应用', title: t('演示 iframe 应用', 'Demo iframe app'), href: '/pages/main/frame-ui', isIframe: 1, letter: 'F', color: '#d46b08' },
] as const;

export const EMBEDDED_MENU: readonly NodeSpec[] = [
  {
    code: 'm_demo_ui', type: 11, title: t('演示子应用', 'Demo sub-app'), app: 'app.demo-ui', appRoute: 'demo-ui', uri: 'demo-ui',
    children: [
      { code: 'm_demo_ui_home', type: 1, title: t('子应用首页', 'Sub-app home'), uri: 'demo-ui/home', appRoute: 'home' },
      // The same micro-app in the bpm shell (its approval bar under it), a page of its own.
      { code: 'm_demo_ui_bpm', type: 1, title: t('在审批外壳中打开', 'In the approval shell'), uri: 'bpm-ui/demo-ui/home', appRoute: 'bpm' },
    ],
  },
  {
    code: 'm_frame_ui', type: 11, title: t('演示 iframe 应用', 'Demo iframe app'), app: 'app.frame-ui', appRoute: 'frame-ui', uri: 'frame-ui',
    children: [
      { code: 'm_frame_ui_home', type: 1, title: t('iframe 首页', 'Iframe home'), uri: 'frame-ui/home', appRoute: 'home' },
      // A second page of the same frame (a hash route inside it): two view tabs, one kept-alive document.
      { code: 'm_frame_ui_notes', type: 1, title: t('iframe 笔记', 'Iframe notes'), uri: 'frame-ui/notes', appRoute: 'notes' },
    ],
  },
];

/** Seed area `embedded-apps`. */
export async function seedEmbeddedApps(db: Db): Promise<void> {
  let sort = 900;
  for (const spec of EMBEDDED_APPS) {
    await db.insert(apps).values({
      appCode: spec.appCode,
      name: spec.name,
      type: 0,
      isIframe: spec.isIframe,
      icon: letterIcon(spec.letter, spec.color),
      href: spec.href,
      i18nTitle: spec.title,
      sort: (sort += 10),
      tenantId: null,
    });
  }
  for (const root of EMBEDDED_MENU) await insertNode(db, root, null, await appId(db, root.app ?? ''), (sort += 10));
  const codes = EMBEDDED_MENU.flatMap((root) => subtreeCodes(root.code, EMBEDDED_MENU));
  const ids = [...(await permissionIds(db, codes)).values()];
  for (const roleCode of ['buyer', 'tenant_admin']) {
    const roleId = await roleIdOf(db, DEMO_TENANTS.east, roleCode);
    await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
  }
}
