/**
 * The demo accounts, exactly as documented (README "Demo accounts"). main.ts prints them; tests sign in
 * with them. Passwords are stored only as scrypt hashes.
 */

/** One demo account. */
export interface DemoAccount {
  account: string;
  password: string;
  who: string;
}

/** Tenant codes of the demo data (tenants.code). */
export const DEMO_TENANTS = {
  east: 'EP-EAST',
  north: 'EP-NORTH',
  supplier: 'SUP001',
} as const;

/** The per-supplier admin code of the demo supplier tenant (login-admin `code`). */
export const DEMO_SUPPLIER_ADMIN_CODE = '8888';

/** The demo accounts. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'buyer', password: 'Eps#Buyer2026', who: 'purchaser (ep, type 0), two switchable tenants' },
  { account: 'supplier', password: 'Eps#Supp2026', who: 'supplier (su, type 1), userLevel 1, two partners' },
  { account: 'configurator', password: 'Eps#Conf2026', who: 'purchaser tenant administrator (p_lowcode_edit)' },
  { account: 'supplier2', password: 'Eps#Lvl2026', who: 'supplier (su, type 1), userLevel 2: no enterprise or pec icons' },
  { account: 'supplierconf', password: 'Eps#SupConf2026', who: 'supplier tenant administrator (p_lowcode_edit in SUP001)' },
];
