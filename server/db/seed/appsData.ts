/**
 * The demo apps (spec portal-shell 3, App): link types 0, 1, 2 and null, one
 * embedded (isIframe) and one owned by a single tenant.
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
  { appCode: 'app.analytics', name: '数据门户', title: { 'zh-cn': '数据门户', en: 'Data portal' }, type: 2, href: 'https://data.example.com/portal', letter: 'D', color: '#eb2f96' },
  { appCode: 'app.legacy', name: '旧版系统', title: { 'zh-cn': '旧版系统', en: 'Legacy system' }, type: null, href: null, letter: 'L', color: '#8c8c8c' },
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
