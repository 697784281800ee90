/**
 * Seed area `supplier-level2`: a supplier of user level 2 in the
 * demo supplier tenant (spec portal-shell: level 2 hides the enterprise and
 * pec icons), so per-level rules can be seen and tested. Same role and
 * partner as `supplier`; an area of its own so existing databases get it.
 */
import type { Db } from '../client';
import { userRoles, users, userTenants } from '../schema';
import { seedHash } from './seedHashes';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from './demoAccounts';
import { roleIdOf, tenantId, userId } from './lookup';

/** The password area `supplier-level2` stores. */
export const SUPPLIER_LEVEL2_SECRETS = DEMO_ACCOUNTS.filter((a) => a.account === 'supplier2').map((a) => a.password);

/** Seed area `supplier-level2` (after `roles`). */
export async function seedSupplierLevel2(db: Db): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.account === 'supplier2');
  if (!account) throw new Error('seed: no demo account supplier2');
  const supplier = await tenantId(db, DEMO_TENANTS.supplier);
  await db.insert(users).values({
    account: account.account,
    username: '王二级',
    passwordHash: await seedHash(account.password),
    phone: '13900000012',
    email: 'supplier2@example.com',
    emailCheck: '1',
    type: 1,
    userLevel: '2',
    bizAdmin: '0',
    isAccredit: '1',
    currentTenantId: supplier,
    currentPurchaseId: await tenantId(db, DEMO_TENANTS.east),
  });
  const id = await userId(db, account.account);
  await db.insert(userTenants).values({ userId: id, tenantId: supplier, position: null, department: null, sort: 0 });
  await db.insert(userRoles).values({ userId: id, roleId: await roleIdOf(db, DEMO_TENANTS.supplier, 'supplier') });
}
