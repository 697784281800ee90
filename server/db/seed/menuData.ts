/**
 * The demo permission tree. It uses every menu node type of spec portal-shell
 * 2.3 (2 and 11 app roots; 1, 7, 4, 6, 9, 10, 12), every kind of `uri`
 * (`schema:<id>`, `builtin:<screen>`, `<name>-ui/...`, `https://...`, `/<path>`), an
 * inactive node (status 0), a mobile node (appCode '1'), tenant-owned nodes,
 * and the permission keys (type 3, isMenu 0) of both specs' section 6.
 */
import { DEMO_TENANTS } from './demoAccounts';
import { CONTACT_PAGE_PATH, HELP_MANUAL_PATH } from './params';

/** A demo permission node; `translateCode` is `menu.<code>`. */
export interface NodeSpec {
  code: string;
  type: number;
  title: { 'zh-cn': string; en: string };
  uri?: string;
  appRoute?: string;
  /** appCode of the app this node belongs to (roots and their children). */
  app?: string;
  status?: number;
  appCode?: string;
  docId?: string;
  tenant?: string;
  icon?: string;
  children?: readonly NodeSpec[];
}

const t = (zh: string, en: string) => ({ 'zh-cn': zh, en });

/** Menu roots with their subtrees. */
export const DEMO_MENU: readonly NodeSpec[] = [
  {
    code: 'm_workbench', type: 2, title: t('工作台', 'Workbench'), app: 'app.workbench', appRoute: 'workbench', icon: 'HomeOutlined',
    children: [
      { code: 'm_workbench_todo', type: 1, title: t('待办事项', 'To-do'), uri: 'schema:home/todo', appRoute: 'todo', docId: 'todo', icon: 'CheckSquareOutlined' },
      { code: 'm_workbench_bulletins', type: 1, title: t('公告资讯', 'Bulletins'), uri: 'builtin:bulletins', appRoute: 'bulletins', docId: 'messages', icon: 'NotificationOutlined' },
      { code: 'm_workbench_notifications', type: 1, title: t('消息通知', 'Notifications'), uri: 'schema:notifications/list', appRoute: 'notifications', docId: 'messages', icon: 'BellOutlined' },
      {
        code: 'm_workbench_enterprise', type: 7, title: t('企业信息', 'Enterprise'), appRoute: 'enterprise', icon: 'BankOutlined',
        children: [
          { code: 'm_workbench_enterprise_info', type: 4, title: t('基本信息', 'Basic information'), uri: 'schema:enterprise/info', appRoute: 'enterprise/info', docId: 'enterprise' },
          { code: 'm_workbench_enterprise_contacts', type: 4, title: t('业务联系人', 'Business contacts'), uri: 'schema:enterprise/contacts', appRoute: 'enterprise/contacts' },
        ],
      },
      { code: 'm_workbench_bulletin_detail', type: 6, title: t('公告详情', 'Bulletin detail'), uri: 'schema:bulletins/detail', appRoute: 'bulletins/detail' },
      { code: 'm_workbench_approval', type: 12, title: t('审批流程', 'Approvals'), uri: 'schema:workflow/camunda', appRoute: 'approval', docId: 'todo', icon: 'AuditOutlined' },
      // External links to the portal's own documents (public/help/), each in the portal's language.
      { code: 'm_workbench_help', type: 9, title: t('帮助中心', 'Help centre'), uri: HELP_MANUAL_PATH, icon: 'QuestionCircleOutlined' },
      { code: 'm_workbench_service', type: 10, title: t('在线客服', 'Customer service'), uri: CONTACT_PAGE_PATH, icon: 'CustomerServiceOutlined' },
      { code: 'm_workbench_retired', type: 1, title: t('已停用页面', 'Retired page'), uri: 'schema:home/todo', appRoute: 'retired', status: 0 },
      { code: 'm_workbench_mobile', type: 1, title: t('移动端待办', 'Mobile to-do'), uri: 'schema:home/todo', appRoute: 'mobile-todo', appCode: '1' },
      { code: 't_east_reports', type: 1, title: t('东方采购报表', 'Eastern reports'), uri: 'schema:home/todo', appRoute: 'east-reports', tenant: DEMO_TENANTS.east },
    ],
  },
  {
    code: 'm_sourcing', type: 11, title: t('寻源采购', 'Sourcing'), app: 'app.sourcing', appRoute: 'sub-ui', uri: 'sub-ui',
    children: [
      { code: 'm_sourcing_home', type: 1, title: t('寻源首页', 'Sourcing home'), uri: 'sub-ui/sourcing/home', appRoute: 'sourcing/home' },
      { code: 'm_sourcing_projects', type: 1, title: t('寻源项目', 'Sourcing projects'), uri: 'sub-ui/sourcing/projects', appRoute: 'sourcing/projects' },
    ],
  },
  {
    code: 'm_usercenter', type: 2, title: t('用户中心', 'User centre'), app: 'app.usercenter', appRoute: 'usercenter',
    children: [
      { code: 'm_usercenter_setting', type: 1, title: t('个人设置', 'User settings'), uri: 'builtin:user-setting', appRoute: 'user-setting', docId: 'settings' },
      { code: 'm_usercenter_notification', type: 1, title: t('我的消息', 'My messages'), uri: 'builtin:user-notification', appRoute: 'user-notification', docId: 'messages' },
      { code: 'm_usercenter_company', type: 1, title: t('企业管理', 'Company management'), uri: 'builtin:enterprise', appRoute: 'enterprise', docId: 'enterprise' },
    ],
  },
  {
    code: 'm_pec', type: 11, title: t('供应商协同', 'Supplier collaboration'), app: 'app.pec', appRoute: 'pec-ui', uri: 'pec-ui',
    children: [{ code: 'm_pec_home', type: 1, title: t('协同首页', 'Collaboration home'), uri: 'pec-ui/home', appRoute: 'home' }],
  },
  { code: 'm_contracts', type: 2, title: t('合同管理', 'Contracts'), app: 'app.contracts', appRoute: 'contracts' },
  { code: 'm_analytics', type: 2, title: t('数据门户', 'Data portal'), app: 'app.analytics', appRoute: 'analytics' },
  {
    code: 'm_lowcode', type: 2, title: t('低代码配置', 'Low-code settings'), app: 'app.lowcode', appRoute: 'lowcode',
    children: [{ code: 'm_lowcode_menus', type: 1, title: t('菜单管理', 'Menus'), uri: 'builtin:menu-editor', appRoute: 'menus' }],
  },
  {
    code: 't_north_portal', type: 2, title: t('北辰门户', 'Northstar portal'), app: 'app.north-portal', appRoute: 'north-portal', tenant: DEMO_TENANTS.north,
    children: [
      { code: 't_north_intranet', type: 9, title: t('北辰内网', 'Northstar intranet'), uri: 'https://intranet.north.example.com', tenant: DEMO_TENANTS.north },
      { code: 't_north_todo', type: 1, title: t('北辰待办', 'Northstar to-do'), uri: 'schema:home/todo', appRoute: 'todo', tenant: DEMO_TENANTS.north },
    ],
  },
];

/** A permission key guarding calls or UI (type 3, isMenu 0). */
export interface KeySpec {
  code: string;
  title: { 'zh-cn': string; en: string };
  url?: string;
}

/** Permission keys of spec portal-shell 6 and workflow-enterprise-embedding 6, plus ours. */
export const DEMO_KEYS: readonly KeySpec[] = [
  { code: 'p_eps_api_msg', title: t('消息查询', 'Read messages'), url: '/eps/eps-api/msg/data/info/search' },
  { code: 'p_eps_api_msg_read', title: t('消息已读', 'Mark messages read'), url: '/eps/eps-api/msg/readMsg' },
  { code: 'p_auth_apps_sso', title: t('单点登录应用', 'SSO apps'), url: '/eps/auth/cas/check/sso-app' },
  { code: 'p_auth_apps_ddm', title: t('数据门户令牌', 'Data portal token'), url: '/eps/auth/cas/ddmGetToken' },
  { code: 'p_auth_apps_analyze', title: t('应用访问统计', 'App analytics'), url: '/eps/auth/cas/jump/app' },
  { code: 'p_conifg_news', title: t('资讯', 'News'), url: '/eps/config/uc/news/page' },
  // Ours, beside the spec's list key (and spelt like it): one notice has its id in the path, which the
  // list key's URL cannot also stand for. `{id}` is filled from the call's params (core/calls/urlTemplate.ts).
  { code: 'p_conifg_news_detail', title: t('资讯详情', 'News detail'), url: '/eps/config/uc/news/{id}' },
  // The download permission call (spec portal-shell 7 "Config", workflow 7 "Files"): notice and app-notice
  // attachments go by the first, business attachments (the attachment panel) by the second.
  { code: 'p_config_oss_download', title: t('附件下载', 'Attachment download'), url: '/eps/config/file/oss/ids/{id}' },
  { code: 'p_config_oss_biz_download', title: t('业务附件下载', 'Business attachment download'), url: '/eps/config/file/oss/ids/{id}' },
  { code: 'p_config_langs', title: t('语言包', 'Languages'), url: '/eps/config/i18n-from-config/cache' },
  { code: 'p_config_params', title: t('系统参数', 'Parameters'), url: '/eps/config/params/list' },
  { code: 'p_config_portals', title: t('门户', 'Portals'), url: '/eps/config/portal/getEp' },
  { code: 'p_config_dicts', title: t('数据字典', 'Dictionaries'), url: '/eps/config/dict/list' },
  { code: 'p_config_show_imgs', title: t('轮播图', 'Banner images') },
  { code: 'p_usercenter_enterprise_change', title: t('企业信息变更', 'Enterprise change'), url: '/eps/usercenter/enterprise/change' },
  { code: 'p_usercenter_enterprise_info', title: t('企业信息', 'Enterprise information'), url: '/eps/usercenter/enterprise/info' },
  { code: 'p_usercenter_enterprise_info_odin', title: t('工商信息', 'Registry information'), url: '/eps/usercenter/enterprise/odin/info' },
  { code: 'p_usercenter_business_info', title: t('经营信息', 'Business information'), url: '/eps/usercenter/enterprise/business/info' },
  { code: 'p_usercenter_change_tenant_history', title: t('变更历史', 'Change history'), url: '/eps/usercenter/enterprise/change/history' },
  { code: 'p_usercenter_business_concat_update', title: t('业务联系人修改', 'Business contact update'), url: '/eps/usercenter/enterprise/contact' },
  { code: 'p_usercenter_register_check', title: t('注册校验', 'Register check'), url: '/eps/usercenter/uc/register/check' },
  { code: 'p_usercenter_sms_code', title: t('短信验证码', 'SMS code'), url: '/eps/usercenter/uc/sms/code' },
  { code: 'p_usercenter_sms_code_check', title: t('验证码校验', 'Code check') },
  { code: 'p_usercenter_company_management', title: t('企业管理入口', 'Company management entry') },
  { code: 'p_flow_camunda_history', title: t('流程历史', 'Flow history'), url: '/eps/flow/engine/history' },
  { code: 'p_flow_camunda_nodes', title: t('流程节点', 'Flow nodes'), url: '/eps/flow/engine/nodes' },
  { code: 'p_flow_camunda_active_node', title: t('当前节点', 'Active node'), url: '/eps/flow/engine/activeNode' },
  { code: 'p_flow_camunda_actions', title: t('流程操作', 'Flow actions'), url: '/eps/flow/engine/actions' },
  { code: 'p_flow_camunda_flow_start', title: t('发起流程', 'Start flow'), url: '/eps/flow/engine/start' },
  { code: 'p_flow_camunda_flow_run', title: t('办理流程', 'Run flow'), url: '/eps/flow/engine/run' },
  { code: 'p_lowcode_edit', title: t('编辑页面与菜单', 'Edit screens and menus') },
];
