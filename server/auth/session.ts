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
import { sessions, tenantConfigVersions, userTenants } from '../db/schema';
import type { ServerConfig } from '../config';
import type { Lang } from '../http/messages';
import { loginError, sessionExpired } from '../http/errors';

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
  | { kind: 'active'; session: SessionContext };

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

/**
 * The session row and whether its user still belongs to its tenant, in one round trip: every /eps request
 * runs it, and on PostgreSQL its time under load is mostly the round trips and drizzle building the SQL
 * (`npm run bench:server`). Prepared once per database: the SQL is built once, PostgreSQL parses and plans
 * it once per connection.
 */
function sessionLookup(db: Db) {
  const member = sql<boolean>`exists (select 1 from ${userTenants} where ${and(eq(userTenants.userId, sessions.userId), eq(userTenants.tenantId, sessions.tenantId))})`;
  // The tenant's configuration version rides along (no extra round trip): caches keyed by it see a change
  // made through any server on the next request (http/tenantCache.ts).
  const configVersion = sql<number>`coalesce((select ${tenantConfigVersions.version} from ${tenantConfigVersions} where ${eq(tenantConfigVersions.tenantId, sessions.tenantId)}), 0)`;
  return db
    .select({ ...getTableColumns(sessions), member: member.as('member'), configVersion: configVersion.as('config_version') })
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('eps_session_lookup');
}

const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/**
 * Looks a token up; expired rows are deleted and reported as expired. The session's tenant is re-checked
 * too (tenantScope.ts): when the user no longer belongs to it (left or was removed, in this session or
 * another), the row is moved out of the tenant and the context has none, so scopeOf refuses.
 */
export async function resolveSession(db: Db, config: ServerConfig, now: Date, token: string | undefined): Promise<AuthState> {
  if (!token) return { kind: 'none' };
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ id: token });
  if (!row) return { kind: 'unknown' };
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
