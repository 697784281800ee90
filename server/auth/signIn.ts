/** The end of every successful sign-in: a session row, the cookie, the user info. */
import { eq, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { LANG_COOKIE } from '../http/requestContext';
import { normalizeLang } from '../http/messages';
import { loginFailed } from '../http/errors';
import { createSession, setSessionCookie } from './session';
import { startingTenant } from './membership';
import type { UserInfo } from './userInfo';
import { loadUserInfo } from './userInfo';
import { hashSecret, verifyTransportPassword } from './password';

/** A user row. */
export type UserRow = typeof users.$inferSelect;

let dummyHash: Promise<string> | undefined;

/**
 * Finds the user by account or phone and checks the password (plain or
 * base64); throws LOGIN_FAILED with one message for both an unknown account
 * and a wrong password. An unknown account still costs one hash check, so
 * timing does not tell which accounts exist.
 */
export async function checkCredentials(ctx: AppContext, login: string, password: string): Promise<UserRow> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.account, login), eq(users.phone, login)))
    .limit(1);
  if (!user) {
    dummyHash ??= hashSecret('no such user');
    await verifyTransportPassword(password, await dummyHash);
    throw loginFailed('login.badCredentials');
  }
  if (!(await verifyTransportPassword(password, user.passwordHash))) throw loginFailed('login.badCredentials');
  return user;
}

/**
 * Opens a session for `user` (in `tenantId` when given, else the user's
 * starting tenant), sets the cookie and returns the user info.
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
  return loadUserInfo(ctx.db, session);
}
