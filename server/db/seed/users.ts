/** Demo users and their memberships (the accounts of demoAccounts.ts). */
import type { Db } from '../client';
import { users, userTenants } from '../schema';
import { seedHash } from './seedHashes';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from './demoAccounts';
import { tenantId, userId } from './lookup';

function passwordOf(account: string): string {
  const found = DEMO_ACCOUNTS.find((a) => a.account === account);
  if (!found) throw new Error(`seed: no demo account ${account}`);
  return found.password;
}

/** The passwords area `users` stores, in the order it stores them. */
export const USERS_SECRETS = ['buyer', 'supplier', 'configurator'].map(passwordOf);

/** Seed area `users`. */
export async function seedUsers(db: Db): Promise<void> {
  const east = await tenantId(db, DEMO_TENANTS.east);
  const north = await tenantId(db, DEMO_TENANTS.north);
  const supplier = await tenantId(db, DEMO_TENANTS.supplier);
  await db.insert(users).values([
    {
      account: 'buyer',
      username: '张采购',
      passwordHash: await seedHash(passwordOf('buyer')),
      phone: '13800000001',
      email: 'buyer@example.com',
      emailCheck: '1',
      type: 0,
      empNo: 'E10001',
      currentTenantId: east,
    },
    {
      account: 'supplier',
      username: '李供应',
      passwordHash: await seedHash(passwordOf('supplier')),
      phone: '13900000002',
      email: 'supplier@example.com',
      emailCheck: '1',
      type: 1,
      userLevel: '1',
      bizAdmin: '0',
      isAccredit: '1',
      currentTenantId: supplier,
      currentPurchaseId: east,
    },
    {
      account: 'configurator',
      username: '赵配置',
      passwordHash: await seedHash(passwordOf('configurator')),
      phone: '13700000003',
      email: 'configurator@example.com',
      emailCheck: '1',
      type: 0,
      empNo: 'E10002',
      currentTenantId: east,
    },
  ]);
  const buyer = await userId(db, 'buyer');
  await db.insert(userTenants).values([
    { userId: buyer, tenantId: east, position: '采购经理', department: '采购部', sort: 0 },
    { userId: buyer, tenantId: north, position: '采购专员', department: '供应链管理部', sort: 1 },
    { userId: await userId(db, 'supplier'), tenantId: supplier, position: null, department: null, sort: 0 },
    { userId: await userId(db, 'configurator'), tenantId: east, position: '系统管理员', department: '信息技术部', sort: 0 },
  ]);
}
