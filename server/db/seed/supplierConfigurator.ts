/**
 * Seed area `supplier-configurator`: a tenant administrator in the demo
 * supplier tenant, who holds the supplier's menus plus the Low-code settings
 * app and `p_lowcode_edit`, so a rule for suppliers (a level-2 button, a
 * supplier's menu) can be tried on real supplier accounts, not only with
 * preview-as. An area of its own, so databases seeded before get it once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { permissions, rolePermissions, roles, userRoles, users, userTenants } from '../schema';
import { seedHash } from './seedHashes';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from './demoAccounts';
import { permissionIds, roleIdOf, tenantId, userId } from './lookup';
import { subtreeCodes } from './menu';
import { STUDIO_NODE_CODE } from './studioMenu';

const ACCOUNT = 'supplierconf';

/** The password area `supplier-configurator` stores. */
export const SUPPLIER_CONFIGURATOR_SECRETS = DEMO_ACCOUNTS.filter((a) => a.account === ACCOUNT).map((a) => a.password);

/** Seed area `supplier-configurator` (after `roles` and `lowcode-studio-menu`). */
export async function seedSupplierConfigurator(db: Db): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.account === ACCOUNT);
  if (!account) throw new Error(`seed: no demo account ${ACCOUNT}`);
  const supplier = await tenantId(db, DEMO_TENANTS.supplier);
  const [role] = await db.insert(roles).values({ tenantId: supplier, code: 'tenant_admin', name: '租户管理员' }).returning({ id: roles.id });
  if (!role) throw new Error('seed: supplier tenant_admin role not inserted');
  // What the supplier role grants, plus the studio.
  const supplierRole = await roleIdOf(db, DEMO_TENANTS.supplier, 'supplier');
  const supplierGrants = await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, supplierRole));
  const studio = await permissionIds(db, [...subtreeCodes('m_lowcode'), 'p_lowcode_edit']);
  // The studio's own entry, when this database has it (seeded by its own area; a trimmed one may not).
  const studioEntry = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, STUDIO_NODE_CODE));
  const granted = new Set([...supplierGrants.map((row) => row.id), ...studio.values(), ...studioEntry.map((row) => row.id)]);
  await db.insert(rolePermissions).values([...granted].map((permissionId) => ({ roleId: role.id, permissionId })));

  await db.insert(users).values({
    account: account.account,
    username: '孙配置',
    passwordHash: await seedHash(account.password),
    phone: '13900000013',
    email: 'supplierconf@example.com',
    emailCheck: '1',
    type: 1,
    userLevel: '1',
    bizAdmin: '0',
    isAccredit: '1',
    currentTenantId: supplier,
    currentPurchaseId: await tenantId(db, DEMO_TENANTS.east),
  });
  const id = await userId(db, account.account);
  await db.insert(userTenants).values({ userId: id, tenantId: supplier, position: '系统管理员', department: '信息部', sort: 0 });
  await db.insert(userRoles).values({ userId: id, roleId: role.id });
}
