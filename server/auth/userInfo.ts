/**
 * The user info entity of spec portal-shell 3, as session-info and the sign-in
 * calls return it, plus the error flags that drive the forced dialogs (spec 4).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import { loginError } from '../http/errors';
import type { SessionContext } from './session';
import { membershipIn, partnersOf } from './membership';
import type { UserInfo } from '../../src/api/contracts/userInfo';

export type { UserInfo };

async function tenantName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, id)).limit(1);
  return row?.name ?? null;
}

/**
 * Reads the user info of a session fresh from the database. `ticket` is never
 * the session id (that stays in the cookie): the sign-in calls pass a fresh
 * one-time ticket (for a forward-url, spec 2.2), session-info none ('').
 */
export async function loadUserInfo(db: Db, session: SessionContext, ticket = ''): Promise<UserInfo> {
  return (await loadUserRecord(db, session, ticket)).info;
}

/** {@link loadUserInfo} with the user row's version (announced as the `user` record, http/recordVersions.ts). */
export async function loadUserRecord(db: Db, session: SessionContext, ticket = ''): Promise<{ info: UserInfo; version: number }> {
  // Independent reads at once (one round trip of latency on PostgreSQL's pool instead of three).
  const [[user], membership, purchaseName] = await Promise.all([
    db.select().from(users).where(eq(users.id, session.userId)).limit(1),
    session.tenantId === null ? undefined : membershipIn(db, session.userId, session.tenantId),
    tenantName(db, session.purchaseId),
  ]);
  if (!user) throw loginError();
  const isSupplierTenant = membership?.kind === 'su';
  const partnerCount = isSupplierTenant && membership ? (await partnersOf(db, membership.tenantId)).length : 0;
  const info: UserInfo = {
    userId: user.id,
    username: user.username,
    account: user.account,
    avatar: user.avatar,
    tenantId: membership?.tenantId ?? -1,
    tenantName: membership?.tenantName ?? null,
    purchaseId: session.purchaseId,
    purchaseName,
    supplierId: isSupplierTenant ? (membership?.code ?? null) : null,
    type: user.type,
    userLevel: user.userLevel,
    bizAdmin: user.bizAdmin,
    passwordStatus: user.passwordStatus,
    isAccredit: user.isAccredit,
    phone: user.phone,
    phonePrefix: user.phonePrefix,
    email: user.email,
    emailCheck: user.emailCheck,
    ticket,
    empNo: user.empNo,
    position: membership?.position ?? null,
    department: membership?.department ?? null,
    lang: session.lang,
    errorFlags: {
      password: user.passwordStatus === '1',
      phone: !user.phone,
      email: !user.email,
      unverifiedEmail: Boolean(user.email) && user.emailCheck !== '1',
      partner: isSupplierTenant && partnerCount > 0 && session.purchaseId === null,
    },
  };
  return { info, version: user.version };
}
