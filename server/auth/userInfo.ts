/**
 * The user info entity of spec portal-shell 3, as session-info and the sign-in
 * calls return it, plus the error flags that drive the forced dialogs (spec 4).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, userTenants, users } from '../db/schema';
import { loginError } from '../http/errors';
import type { SessionContext } from './session';
import { purchaser, userRecordColumns, type UserRecordRow } from './userRecord';
import type { UserInfo } from '../../src/api/contracts/userInfo';

export type { UserInfo };

/**
 * The user record in one query: on PostgreSQL three reads at once held three of the pool's connections per
 * request (`npm run bench:server`). Prepared once per database. A null tenant or purchaser matches no row,
 * so those parts come back null. session-info reads the same columns with the session itself instead
 * (session.ts), one round trip fewer on every page load.
 */
function userRecordQuery(db: Db) {
  return db
    .select(userRecordColumns())
    .from(users)
    .leftJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, sql.placeholder('tenantId'))))
    .leftJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .leftJoin(purchaser, eq(purchaser.id, sql.placeholder('purchaseId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('eps_user_record');
}

const recordQueries = new WeakMap<Db, ReturnType<typeof userRecordQuery>>();

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
  let query = recordQueries.get(db);
  if (!query) recordQueries.set(db, (query = userRecordQuery(db)));
  const [row] = await query.execute({ userId: session.userId, tenantId: session.tenantId, purchaseId: session.purchaseId });
  return userRecordOf(row, session, ticket);
}

/** The user info of `session` from its user record (the row of its user gone: LOGIN_ERROR), with the user row's version. */
export function userRecordOf(row: UserRecordRow | undefined, session: SessionContext, ticket = ''): { info: UserInfo; version: number } {
  if (!row?.user) throw loginError();
  const user = row.user;
  const membership =
    row.tenantId === null || row.kind === null || row.code === null
      ? undefined
      : { tenantId: row.tenantId, tenantName: row.tenantName, kind: row.kind, code: row.code, position: row.position, department: row.department };
  const purchaseName = row.purchaseName;
  const isSupplierTenant = membership?.kind === 'su';
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
      partner: isSupplierTenant && Boolean(row.hasPartners) && session.purchaseId === null,
    },
  };
  return { info, version: user.version };
}
