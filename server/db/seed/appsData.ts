/**
 * The demo apps (spec portal-shell 3, App): link types 0, 1 and 2, one
 * embedded (isIframe) and one owned by a single tenant. Each opens something
 * that answers: internal apps their menus or demo sub-apps (subapps/), the
 * SSO app the portal's own ticket entry, the data portal a page of this
 * server. A link type null (a misconfigured app: "application configuration
 * error") is not seeded, since it can only dead-end; the unit tests cover it.
 *
 * The SSO app (type 1) points at the portal's own `ticket` URL entry (spec
 * portal-shell 2.1): launching it opens `/?redirectUrl=...&ticket=...`, which
 * signs in through POST /eps/auth/cas/sso-success and lands on the home page,
 * so the whole single sign-on loop runs locally. A relative href resolves
 * against the portal's origin.
 */
import { DEMO_TENANTS } from './demoAccounts';

/** The demo SSO app's href: the portal's ticket entry, landing on the home page. */
export const DEMO_SSO_HREF = '/?redirectUrl=%2Fpages%2Fmain%2Fhome';

/** The demo data portal's href (type 2): served by the reference server from subapps/data-ui. */
export const DEMO_DATA_PORTAL_HREF = '/data-ui/';

/** A demo app. */
export interface AppSpec {
  appCode: string;
  name: string;
  title: { 'zh-cn': string; en: string };
  type: number | null;
  href: string | null;
  letter: string;
  color: string;
  isIframe?: boolean;
  tenant?: string;
}

/** The demo apps, in display order. */
export const DEMO_APPS: readonly AppSpec[] = [
  { appCode: 'app.workbench', name: '工作台', title: { 'zh-cn': '工作台', en: 'Workbench' }, type: 0, href: '/pages/main/workbench', letter: 'W', color: '#1677ff' },
  { appCode: 'app.sourcing', name: '寻源采购', title: { 'zh-cn': '寻源采购', en: 'Sourcing' }, type: 0, href: '/pages/main/sub-ui', letter: 'S', color: '#13a8a8', isIframe: true },
  { appCode: 'app.usercenter', name: '用户中心', title: { 'zh-cn': '用户中心', en: 'User centre' }, type: 0, href: '/pages/main/usercenter', letter: 'U', color: '#722ed1' },
  { appCode: 'app.pec', name: '供应商协同', title: { 'zh-cn': '供应商协同', en: 'Supplier collaboration' }, type: 0, href: '/pages/main/pec-ui', letter: 'P', color: '#fa8c16' },
  { appCode: 'app.contracts', name: '合同管理', title: { 'zh-cn': '合同管理', en: 'Contracts' }, type: 1, href: DEMO_SSO_HREF, letter: 'C', color: '#52c41a' },
  // The demo data portal served by this server (subapps/data-ui), opened with its one-time token.
  { appCode: 'app.analytics', name: '数据门户', title: { 'zh-cn': '数据门户', en: 'Data portal' }, type: 2, href: DEMO_DATA_PORTAL_HREF, letter: 'D', color: '#eb2f96' },
  { appCode: 'app.lowcode', name: '低代码配置', title: { 'zh-cn': '低代码配置', en: 'Low-code settings' }, type: 0, href: '/pages/main/lowcode', letter: 'M', color: '#2f54eb' },
  {
    appCode: 'app.north-portal',
    name: '北辰门户',
    title: { 'zh-cn': '北辰门户', en: 'Northstar portal' },
    type: 0,
    href: '/pages/main/north-portal',
    letter: 'N',
    color: '#fa541c',
    tenant: DEMO_TENANTS.north,
  },
];
