/** The end of every successful sign-in: a session row, the cookie, the user info. */
import { eq, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { LANG_COOKIE } from '../http/requestContext';
import { normalizeLang } from '../http/messages';
import { loginFailed } from '../http/errors';
import { createSession, setSessionCookie } from './session';
import { issueTicket } from './tickets';
import { startingTenant } from './membership';
import type { UserInfo } from './userInfo';
import { loadUserInfo } from './userInfo';
import { hashSecret, matchTransportPassword, needsRehash, verifyTransportPassword } from './password';
import { accountKey } from './throttle';

/** A user row. */
export type UserRow = typeof users.$inferSelect;

let dummyHash: Promise<string> | undefined;

/**
 * Finds the user by account or phone and checks the password (plain or
 * base64); throws LOGIN_FAILED with one message for both an unknown account
 * and a wrong password. An unknown account still costs one hash check, so
 * timing does not tell which accounts exist. Repeated failures lock the
 * sign-in name (auth/throttle.ts; known and unknown names alike, 429). A
 * hash of a lower cost than today's is replaced after a right password.
 */
export async function checkCredentials(ctx: AppContext, login: string, password: string): Promise<UserRow> {
  // Counted as a failure before the slow hash, so parallel guesses all count (auth/throttle.ts).
  const attempt = ctx.throttle.begin(accountKey(login));
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.account, login), eq(users.phone, login)))
    .limit(1);
  if (!user) {
    dummyHash ??= hashSecret('no such user');
    await verifyTransportPassword(password, await dummyHash);
    attempt.fail();
    throw loginFailed('login.badCredentials');
  }
  const matched = await matchTransportPassword(password, user.passwordHash);
  if (matched === undefined) {
    attempt.fail();
    throw loginFailed('login.badCredentials');
  }
  attempt.succeed();
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashSecret(matched);
    await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { ...user, passwordHash };
  }
  return user;
}

/**
 * Opens a session for `user` (in `tenantId` when given, else the user's
 * starting tenant), sets the cookie (a new id every time: no fixation) and
 * returns the user info with a one-time ticket (not the session id) for a
 * forward-url.
 */
export async function signIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  place?: { tenantId: number | null; purchaseId: number | null },
): Promise<UserInfo> {
  const where = place ?? (await startingTenant(ctx.db, user));
  // spec portal-shell 4: the login page locks the language before signing in.
  const lang = normalizeLang(request.cookies[LANG_COOKIE]) ?? normalizeLang(user.lang) ?? request.lang;
  const session = await createSession(ctx.db, ctx.config, ctx.now(), { userId: user.id, ...where, lang });
  setSessionCookie(reply, ctx.config, session.id);
  request.lang = lang;
  const { ticket } = await issueTicket(ctx, 'sso', { userId: user.id, tenantId: session.tenantId });
  return loadUserInfo(ctx.db, session, ticket);
}
