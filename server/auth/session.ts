/**
 * Server-side sessions. The id (32 random bytes, base64url) lives only in the
 * httpOnly cookie EPSSESSION: it is never in a JSON body, a header the server
 * reads, or a URL (script on the page cannot read or leak it). Where a
 * credential must leave the portal (forward-url, SSO app links) a one-time
 * ticket (tickets.ts) goes instead. A session past its idle or absolute
 * expiry answers HTTP 499 once, then is gone.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, tenantConfigVersions, tenants, userTenants, users } from '../db/schema';
import type { ServerConfig } from '../config';
import type { Lang } from '../http/messages';
import { loginError, sessionExpired } from '../http/errors';
import { purchaser, userRecordColumns, type UserRecordRow } from './userRecord';

/** The session cookie's name. */
export const SESSION_COOKIE = 'EPSSESSION';
/** lastSeenAt is written at most this often (one write per minute per session). */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in state of one request. */
export interface SessionContext {
  id: string;
  userId: number;
  tenantId: number | null;
  purchaseId: number | null;
  lang: Lang;
  /**
   * The session tenant's configuration version as the session lookup read it (0 before any change; -1 or
   * absent when not read, as for a session made by this request or a seed's): what the per-tenant answer
   * caches are keyed by.
   */
  configVersion?: number;
}

/** What the session hook found for a request. */
export type AuthState =
  | { kind: 'none' }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | {
      kind: 'active';
      session: SessionContext;
      /** The session user's record (userRecord.ts), when the route asked for it and the session kept its tenant. */
      userRecord?: UserRecordRow;
    };

/** A fresh unguessable session id. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The session id a request carries: the cookie only (headers are ignored on purpose). */
export function tokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** Creates a session row and returns its context. */
export async function createSession(
  db: Db,
  config: ServerConfig,
  now: Date,
  values: { userId: number; tenantId: number | null; purchaseId: number | null; lang: Lang },
): Promise<SessionContext> {
  const id = newSessionId();
  await db.insert(sessions).values({
    id,
    ...values,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.sessionMaxMs),
  });
  return { id, ...values, configVersion: -1 };
}

/** The session row, whether its user still belongs to its tenant, and the tenant's configuration version. */
function sessionColumns() {
  const member = sql<boolean>`exists (select 1 from ${userTenants} where ${and(eq(userTenants.userId, sessions.userId), eq(userTenants.tenantId, sessions.tenantId))})`;
  // The tenant's configuration version rides along (no extra round trip): caches keyed by it see a change
  // made through any server on the next request (http/tenantCache.ts).
  const configVersion = sql<number>`coalesce((select ${tenantConfigVersions.version} from ${tenantConfigVersions} where ${eq(tenantConfigVersions.tenantId, sessions.tenantId)}), 0)`;
  return { session: getTableColumns(sessions), member: member.as('member'), configVersion: configVersion.as('config_version') };
}

/**
 * The session in one round trip: every /eps request runs it, and on PostgreSQL its time under load is mostly
 * the round trips and drizzle building the SQL (`npm run bench:server`). Prepared once per database: the SQL
 * is built once, PostgreSQL parses and plans it once per connection.
 */
function sessionLookup(db: Db) {
  return db.select(sessionColumns()).from(sessions).where(eq(sessions.id, sql.placeholder('id'))).limit(1).prepare('eps_session_lookup');
}

/**
 * The session and its user's record (userRecord.ts) in the same round trip, for session-info, which every
 * page load calls: read by a second query after the session's, session-info answered under 50 % of the
 * floor's requests/s at 100 connections on PostgreSQL (`npm run bench:server`).
 */
function sessionUserLookup(db: Db) {
  return db
    .select({ ...sessionColumns(), ...userRecordColumns() })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userTenants, and(eq(userTenants.userId, sessions.userId), eq(userTenants.tenantId, sessions.tenantId)))
    .leftJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .leftJoin(purchaser, eq(purchaser.id, sessions.purchaseId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('eps_session_user_lookup');
}

const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();
const userLookups = new WeakMap<Db, ReturnType<typeof sessionUserLookup>>();

/** Reads the session of `token`, with its user's record when `withUserRecord`. */
async function lookUp(db: Db, token: string, withUserRecord: boolean): Promise<{ row: SessionRow; userRecord?: UserRecordRow } | undefined> {
  if (withUserRecord) {
    let lookup = userLookups.get(db);
    if (!lookup) userLookups.set(db, (lookup = sessionUserLookup(db)));
    const [found] = await lookup.execute({ id: token });
    if (!found) return undefined;
    const { session, member, configVersion, ...userRecord } = found;
    return { row: { ...session, member, configVersion }, userRecord };
  }
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [found] = await lookup.execute({ id: token });
  return found ? { row: { ...found.session, member: found.member, configVersion: found.configVersion } } : undefined;
}

type SessionRow = typeof sessions.$inferSelect & { member: boolean; configVersion: number };

/**
 * Looks a token up; expired rows are deleted and reported as expired. The session's tenant is re-checked
 * too (tenantScope.ts): when the user no longer belongs to it (left or was removed, in this session or
 * another), the row is moved out of the tenant and the context has none, so scopeOf refuses.
 * `withUserRecord` (session-info) reads the user's record in the same round trip; it is left out when the
 * session lost its tenant, as the record was read for the tenant it had.
 */
export async function resolveSession(db: Db, config: ServerConfig, now: Date, token: string | undefined, withUserRecord = false): Promise<AuthState> {
  if (!token) return { kind: 'none' };
  const found = await lookUp(db, token, withUserRecord);
  if (!found) return { kind: 'unknown' };
  const { row } = found;
  const idleEnd = row.lastSeenAt.getTime() + config.sessionIdleMs;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleEnd) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return { kind: 'expired' };
  }
  const left = row.tenantId !== null && !row.member;
  if (left) {
    await db.update(sessions).set({ tenantId: null, purchaseId: null, lastSeenAt: now }).where(eq(sessions.id, row.id));
  } else if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  }
  return {
    kind: 'active',
    session: {
      id: row.id,
      userId: row.userId,
      tenantId: left ? null : row.tenantId,
      purchaseId: left ? null : row.purchaseId,
      lang: row.lang as Lang,
      configVersion: left ? -1 : Number(row.configVersion),
    },
    ...(found.userRecord && !left ? { userRecord: found.userRecord } : {}),
  };
}

/** The request's session, or the spec's error: LOGIN_ERROR (none/unknown) or HTTP 499 (expired). */
export function sessionOf(request: FastifyRequest): SessionContext {
  const auth = request.auth;
  if (auth.kind === 'active') return auth.session;
  if (auth.kind === 'expired') throw sessionExpired();
  throw loginError();
}

/** Sets the session cookie (httpOnly, SameSite=Lax). */
export function setSessionCookie(reply: FastifyReply, config: ServerConfig, id: string): void {
  void reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    maxAge: Math.floor(config.sessionMaxMs / 1000),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, config: ServerConfig): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
}

/** Deletes a session row (logout). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
