/**
 * Seed area `roles`: who may see what. Per tenant roles grant menu subtrees
 * and permission keys; users get roles in the tenants they belong to.
 */
import type { Db } from '../client';
import { rolePermissions, roles, userRoles } from '../schema';
import { DEMO_TENANTS } from './demoAccounts';
import { permissionIds, tenantId, userId } from './lookup';
import { subtreeCodes } from './menu';

const without = (codes: string[], ...drop: string[]) => codes.filter((c) => !drop.includes(c));

const BASE_KEYS = [
  'p_eps_api_msg', 'p_eps_api_msg_read', 'p_auth_apps_sso', 'p_auth_apps_ddm', 'p_auth_apps_analyze', 'p_conifg_news',
  'p_conifg_news_detail', 'p_config_oss_download', 'p_config_oss_biz_download', 'p_config_langs', 'p_config_params', 'p_config_portals',
  'p_config_dicts', 'p_config_show_imgs', 'p_usercenter_register_check', 'p_usercenter_sms_code', 'p_usercenter_sms_code_check',
  'p_flow_camunda_history', 'p_flow_camunda_nodes', 'p_flow_camunda_active_node', 'p_flow_camunda_actions',
  'p_flow_camunda_flow_start', 'p_flow_camunda_flow_run',
];
const ENTERPRISE_KEYS = [
  'p_usercenter_enterprise_change', 'p_usercenter_enterprise_info', 'p_usercenter_enterprise_info_odin',
  'p_usercenter_business_info', 'p_usercenter_change_tenant_history', 'p_usercenter_business_concat_update',
];

/**
 * Purchaser member of the east tenant: everything but company management and low-code.
 * The enterprise pages are the supplier's (spec workflow 2.4): a purchaser holds none of
 * their call keys, so their menu would only open a "no permission" error.
 */
const EAST_BUYER = [
  ...without(subtreeCodes('m_workbench'), ...subtreeCodes('m_workbench_enterprise')),
  ...subtreeCodes('m_sourcing'),
  ...without(subtreeCodes('m_usercenter'), 'm_usercenter_company'),
  'm_contracts', 'm_analytics',
  ...BASE_KEYS,
];

/** Tenant administrator of the east tenant: the buyer's set plus enterprise keys and low-code. */
const EAST_ADMIN = [...EAST_BUYER, ...ENTERPRISE_KEYS, ...subtreeCodes('m_lowcode'), 'p_lowcode_edit'];

/** Purchaser member of the north tenant: a smaller set, plus that tenant's own app. */
const NORTH_BUYER = [
  'm_workbench', 'm_workbench_todo', 'm_workbench_bulletins', 'm_workbench_notifications', 'm_workbench_bulletin_detail',
  ...without(subtreeCodes('m_usercenter'), 'm_usercenter_company'),
  ...subtreeCodes('t_north_portal'),
  // Its to-dos open their task page in the sourcing app.
  ...subtreeCodes('m_sourcing'),
  'm_analytics',
  'p_eps_api_msg', 'p_eps_api_msg_read', 'p_auth_apps_analyze', 'p_auth_apps_ddm', 'p_conifg_news', 'p_conifg_news_detail', 'p_config_oss_download',
  // The calls its bulletins filter and its phone and email dialogs are named by (spec workflow 6).
  'p_config_dicts', 'p_usercenter_register_check', 'p_usercenter_sms_code',
];

/** Supplier: workbench without the east tenant's node, user centre with company management, pec, contracts. */
const SUPPLIER = [
  ...without(subtreeCodes('m_workbench'), 't_east_reports'),
  ...subtreeCodes('m_usercenter'),
  ...subtreeCodes('m_pec'),
  'm_contracts',
  ...without(BASE_KEYS, 'p_auth_apps_ddm'),
  ...ENTERPRISE_KEYS,
  'p_usercenter_company_management',
];

async function role(db: Db, tenantCode: string, code: string, name: string, grants: readonly string[]): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ tenantId: await tenantId(db, tenantCode), code, name })
    .returning({ id: roles.id });
  if (!row) throw new Error(`seed: role ${code} not inserted`);
  const ids = await permissionIds(db, [...new Set(grants)]);
  await db.insert(rolePermissions).values([...ids.values()].map((permissionId) => ({ roleId: row.id, permissionId })));
  return row.id;
}

/** Seed area `roles`. */
export async function seedRoles(db: Db): Promise<void> {
  const eastBuyer = await role(db, DEMO_TENANTS.east, 'buyer', '采购员', EAST_BUYER);
  const eastAdmin = await role(db, DEMO_TENANTS.east, 'tenant_admin', '租户管理员', EAST_ADMIN);
  const northBuyer = await role(db, DEMO_TENANTS.north, 'buyer', '采购员', NORTH_BUYER);
  const supplier = await role(db, DEMO_TENANTS.supplier, 'supplier', '供应商主账号', SUPPLIER);
  const buyerUser = await userId(db, 'buyer');
  await db.insert(userRoles).values([
    { userId: buyerUser, roleId: eastBuyer },
    { userId: buyerUser, roleId: northBuyer },
    { userId: await userId(db, 'supplier'), roleId: supplier },
    { userId: await userId(db, 'configurator'), roleId: eastAdmin },
  ]);
}
