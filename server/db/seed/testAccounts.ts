/**
 * Accounts the browser tests change (password, profile, tenant, forced
 * state), so those changes never disturb the demo accounts other tests and
 * people use. Each copies a demo account's tenants and roles. Not printed
 * by main.ts; README.md (Demo accounts) points here.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { rolePermissions, roles, userRoles, users, userTenants } from '../schema';
import { seedHash } from './seedHashes';
import { DEMO_TENANTS } from './demoAccounts';
import { permissionIds, tenantId, userId } from './lookup';
import { subtreeCodes } from './menu';

/** One test account: its password and the demo account it is a copy of. */
export interface TestAccount {
  account: string;
  password: string;
  like: 'buyer' | 'supplier';
  /** '1': must change the password at sign-in (the forced password dialog). */
  passwordStatus?: '0' | '1';
  /**
   * A buyer copy with no remembered tenant: in two tenants, it signs in to
   * none and must choose one (the forced tenant dialog, spec portal-shell 4).
   */
  noCurrentTenant?: true;
  /**
   * A supplier copy with no partner chosen: its tenant has two partners, so it
   * must choose one at sign-in (the forced partner dialog, spec portal-shell 4).
   */
  noCurrentPartner?: true;
  /**
   * A supplier copy that also edits the supplier tenant's screens (for
   * a per-level rule set in the studio, then seen by the level-2 supplier of
   * the same tenant): the Low-code settings app and p_lowcode_edit.
   */
  lowcodeEditor?: true;
}

/** The browser tests' accounts (tests/e2e/helpers read the same list). */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { account: 'e2e_profile', password: 'Eps#Prof2026', like: 'supplier' },
  { account: 'e2e_password', password: 'Eps#Pass2026', like: 'supplier' },
  { account: 'e2e_forced', password: 'Eps#Forc2026', like: 'supplier', passwordStatus: '1' },
  { account: 'e2e_partner', password: 'Eps#Part2026', like: 'supplier' },
  { account: 'e2e_switch', password: 'Eps#Swit2026', like: 'buyer' },
  { account: 'e2e_tenant', password: 'Eps#Tena2026', like: 'buyer', noCurrentTenant: true },
  { account: 'e2e_choose', password: 'Eps#Choo2026', like: 'supplier', noCurrentPartner: true },
  { account: 'e2e_supconf', password: 'Eps#Supc2026', like: 'supplier', lowcodeEditor: true },
  // The app notice panel (tests/e2e/app-notices.spec.ts) reads, and so marks read, the workbench notices.
  { account: 'e2e_notice_zh', password: 'Eps#Notz2026', like: 'buyer' },
  { account: 'e2e_notice_en', password: 'Eps#Note2026', like: 'supplier' },
];

/** The passwords area `test-accounts` stores. */
export const TEST_ACCOUNTS_SECRETS = TEST_ACCOUNTS.map((spec) => spec.password);

/** The supplier tenant's low-code role of `lowcodeEditor` accounts: the Low-code settings app and the edit key. */
async function supplierLowcodeRole(db: Db, supplier: number): Promise<number> {
  const [row] = await db.insert(roles).values({ tenantId: supplier, code: 'e2e_lowcode', name: '低代码配置（测试）' }).returning({ id: roles.id });
  if (!row) throw new Error('seed: role e2e_lowcode not inserted');
  const ids = await permissionIds(db, [...subtreeCodes('m_lowcode'), 'p_lowcode_edit']);
  await db.insert(rolePermissions).values([...ids.values()].map((permissionId) => ({ roleId: row.id, permissionId })));
  return row.id;
}

async function roleId(db: Db, tenantCode: string, code: string): Promise<number> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, await tenantId(db, tenantCode)), eq(roles.code, code)));
  if (!row) throw new Error(`seed: role ${tenantCode}/${code} is missing`);
  return row.id;
}

/** Seed area `test-accounts` (after `roles`). Phones and e-mails are unique per account. */
export async function seedTestAccounts(db: Db): Promise<void> {
  const east = await tenantId(db, DEMO_TENANTS.east);
  const north = await tenantId(db, DEMO_TENANTS.north);
  const supplier = await tenantId(db, DEMO_TENANTS.supplier);
  const supplierRole = await roleId(db, DEMO_TENANTS.supplier, 'supplier');
  const eastBuyer = await roleId(db, DEMO_TENANTS.east, 'buyer');
  const northBuyer = await roleId(db, DEMO_TENANTS.north, 'buyer');
  let n = 0;
  for (const spec of TEST_ACCOUNTS) {
    n += 1;
    const common = {
      account: spec.account,
      username: spec.account,
      passwordHash: await seedHash(spec.password),
      passwordStatus: spec.passwordStatus ?? '0',
      phone: `1360000${String(n).padStart(4, '0')}`,
      email: `${spec.account}@example.com`,
      emailCheck: '1',
    };
    if (spec.like === 'supplier') {
      await db.insert(users).values({ ...common, type: 1, userLevel: '1', bizAdmin: '0', isAccredit: '1', currentTenantId: supplier, currentPurchaseId: spec.noCurrentPartner ? null : east });
      const id = await userId(db, spec.account);
      await db.insert(userTenants).values({ userId: id, tenantId: supplier, position: null, department: null, sort: 0 });
      await db.insert(userRoles).values({ userId: id, roleId: supplierRole });
      if (spec.lowcodeEditor) await db.insert(userRoles).values({ userId: id, roleId: await supplierLowcodeRole(db, supplier) });
    } else {
      await db.insert(users).values({ ...common, type: 0, empNo: `E2E${n}`, currentTenantId: spec.noCurrentTenant ? null : east });
      const id = await userId(db, spec.account);
      await db.insert(userTenants).values([
        { userId: id, tenantId: east, position: '采购专员', department: '采购部', sort: 0 },
        { userId: id, tenantId: north, position: '采购专员', department: '供应链管理部', sort: 1 },
      ]);
      await db.insert(userRoles).values([
        { userId: id, roleId: eastBuyer },
        { userId: id, roleId: northBuyer },
      ]);
    }
  }
}
