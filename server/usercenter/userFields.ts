/**
 * Shared pieces of the user-centre routes (spec portal-shell 7 "User center"):
 * the signed-in user row, the "encoded" transport of values (base64 of the
 * UTF-8 text, or plain), and the userId guard (a user changes only themself).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { loginError, permissionError } from '../http/errors';
import { decodeBase64Text } from '../auth/password';
import { sessionOf } from '../auth/session';
import type { SessionContext } from '../auth/session';

/** The user row type. */
export type UserRow = typeof users.$inferSelect;

/**
 * The signed-in user; when the body names a `userId` it must be that user
 * (another user's id answers PERMISSION_ERROR, never a change to them).
 */
export async function currentUser(
  ctx: AppContext,
  request: FastifyRequest,
  claimedUserId?: number | string,
): Promise<{ user: UserRow; session: SessionContext }> {
  const session = sessionOf(request);
  if (claimedUserId !== undefined && claimedUserId !== '' && Number(claimedUserId) !== session.userId) throw permissionError();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user) throw loginError();
  return { user, session };
}

/**
 * A value sent "encoded" (spec portal-shell 7): plain text when `accept(plain)`
 * holds, else the base64-decoded text when that is accepted, else the plain text
 * (so the caller's validation names the rule it breaks).
 */
export function decodeTransport(sent: string, accept: (value: string) => boolean): string {
  const plain = sent.trim();
  if (accept(plain)) return plain;
  const decoded = decodeBase64Text(plain);
  return decoded !== undefined && accept(decoded) ? decoded : plain;
}

/** JSON Schema of a userId field (number or its string form). */
export const userIdField = { type: ['integer', 'string'], maxLength: 20 } as const;

/** JSON Schema of a non-empty text field up to `max` characters. */
export const textField = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
