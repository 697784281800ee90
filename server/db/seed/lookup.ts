/** Finds seeded rows by their natural keys, so each seed area stands on its own. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { apps, permissions, roles, tenants, users } from '../schema';

async function one(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`seed: ${what} is missing (seed areas run out of order?)`);
  return row.id;
}

/** Id of the tenant with `code`. */
export function tenantId(db: Db, code: string): Promise<number> {
  return one(db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code)), `tenant ${code}`);
}

/** Id of the user with `account`. */
export function userId(db: Db, account: string): Promise<number> {
  return one(db.select({ id: users.id }).from(users).where(eq(users.account, account)), `user ${account}`);
}

/** Id of the role `code` of the tenant with `tenantCode`. */
export async function roleIdOf(db: Db, tenantCode: string, code: string): Promise<number> {
  const tenant = await tenantId(db, tenantCode);
  return one(db.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenant), eq(roles.code, code))), `role ${tenantCode}/${code}`);
}

/** Id of the app with `appCode`. */
export function appId(db: Db, appCode: string): Promise<number> {
  return one(db.select({ id: apps.id }).from(apps).where(eq(apps.appCode, appCode)), `app ${appCode}`);
}

/** Ids of permission nodes by code; throws when one is missing. */
export async function permissionIds(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  const rows = codes.length
    ? await db.select({ id: permissions.id, code: permissions.permissionCode }).from(permissions).where(inArray(permissions.permissionCode, [...codes]))
    : [];
  const map = new Map(rows.map((r) => [r.code, r.id]));
  const missing = codes.filter((c) => !map.has(c));
  if (missing.length) throw new Error(`seed: permission nodes missing: ${missing.join(', ')}`);
  return map;
}
