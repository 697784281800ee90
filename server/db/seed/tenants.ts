/** Demo tenants: two purchasers and one supplier whose partners are both purchasers. */
import type { Db } from '../client';
import { tenantPartners, tenants } from '../schema';
import { seedHash } from './seedHashes';
import { DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS } from './demoAccounts';
import { tenantId } from './lookup';

/** The secret area `tenants` stores hashed. */
export const TENANTS_SECRETS = [DEMO_SUPPLIER_ADMIN_CODE];

/** Seed area `tenants`. */
export async function seedTenants(db: Db): Promise<void> {
  await db.insert(tenants).values([
    { code: DEMO_TENANTS.east, name: '东方采购集团', kind: 'ep' },
    { code: DEMO_TENANTS.north, name: '北辰建设集团', kind: 'ep' },
    {
      code: DEMO_TENANTS.supplier,
      name: '恒信精密制造有限公司',
      kind: 'su',
      adminCodeHash: await seedHash(DEMO_SUPPLIER_ADMIN_CODE),
    },
  ]);
  const supplier = await tenantId(db, DEMO_TENANTS.supplier);
  await db.insert(tenantPartners).values([
    { supplierTenantId: supplier, purchaserTenantId: await tenantId(db, DEMO_TENANTS.east) },
    { supplierTenantId: supplier, purchaserTenantId: await tenantId(db, DEMO_TENANTS.north) },
  ]);
}
