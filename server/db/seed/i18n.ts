/**
 * Seed area `i18n`: platform messages for zh-cn and en (app titles and menu
 * translate codes, from the same data as the apps and menu), and a handful of
 * tenant overrides.
 */
import type { Db } from '../client';
import { i18nMessages } from '../schema';
import { DEMO_APPS } from './appsData';
import { DEMO_TENANTS } from './demoAccounts';
import { tenantId } from './lookup';
import type { NodeSpec } from './menuData';
import { DEMO_KEYS, DEMO_MENU } from './menuData';

type Texts = { 'zh-cn': string; en: string };

function menuTexts(nodes: readonly NodeSpec[]): Array<[string, Texts]> {
  return nodes.flatMap((n) => [[`menu.${n.code}`, n.title] as [string, Texts], ...menuTexts(n.children ?? [])]);
}

/** Platform messages beyond titles: texts the portal shows from configuration. */
const PLATFORM_TEXTS: Array<[string, Texts]> = [
  ['platform.name', { 'zh-cn': '企业采购协同平台', en: 'Enterprise Procurement Portal' }],
  ['platform.footer', { 'zh-cn': '© 2026 企业采购协同平台 · 演示数据', en: '© 2026 Enterprise Procurement Portal · demo data' }],
  ['platform.icp', { 'zh-cn': '演示备案号 000000', en: 'Demo licence 000000' }],
];

/** Tenant overrides: [tenant code, key, zh-cn, en]. */
const OVERRIDES: ReadonlyArray<readonly [string, string, string, string]> = [
  [DEMO_TENANTS.east, 'app.workbench', '东方工作台', 'Eastern workbench'],
  [DEMO_TENANTS.east, 'platform.name', '东方采购集团采购平台', 'Eastern Group Procurement'],
  [DEMO_TENANTS.north, 'menu.m_workbench_todo', '北辰待办', 'Northstar to-dos'],
  [DEMO_TENANTS.north, 'platform.name', '北辰建设采购平台', 'Northstar Procurement'],
];

/** Seed area `i18n`. */
export async function seedI18n(db: Db): Promise<void> {
  const entries: Array<[string, Texts]> = [
    ...DEMO_APPS.map((a): [string, Texts] => [a.appCode, a.title]),
    ...menuTexts(DEMO_MENU),
    ...DEMO_KEYS.map((k): [string, Texts] => [`menu.${k.code}`, k.title]),
    ...PLATFORM_TEXTS,
  ];
  await db.insert(i18nMessages).values(
    entries.flatMap(([key, texts]) => [
      { tenantId: null, lang: 'zh-cn', key, value: texts['zh-cn'] },
      { tenantId: null, lang: 'en', key, value: texts.en },
    ]),
  );
  for (const [tenant, key, zh, en] of OVERRIDES) {
    const id = await tenantId(db, tenant);
    await db.insert(i18nMessages).values([
      { tenantId: id, lang: 'zh-cn', key, value: zh },
      { tenantId: id, lang: 'en', key, value: en },
    ]);
  }
}
