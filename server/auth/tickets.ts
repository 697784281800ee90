/** One-time tickets: single sign-on ('sso'), ukey free login ('ukey'), data portal ('ddm'). */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { oneTimeTickets } from '../db/schema';

/** How long a ticket stays valid (5 minutes). */
export const TICKET_TTL_MS = 5 * 60_000;

/** A ticket kind. */
export type TicketKind = 'sso' | 'ukey' | 'ddm';

/** Issues a ticket for a user in a tenant. */
export async function issueTicket(
  ctx: AppContext,
  kind: TicketKind,
  owner: { userId: number; tenantId: number | null; appId?: number | null },
): Promise<{ ticket: string; expiresAt: string }> {
  const now = ctx.now();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await ctx.db.insert(oneTimeTickets).values({
    id: ticket,
    kind,
    userId: owner.userId,
    tenantId: owner.tenantId,
    appId: owner.appId ?? null,
    createdAt: now,
    expiresAt,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** The owner of a usable ticket, without using it up; undefined when unknown, used, expired or of another kind. */
export async function ticketOwner(ctx: AppContext, kind: TicketKind, ticket: string): Promise<{ userId: number } | undefined> {
  const [row] = await ctx.db
    .select({ userId: oneTimeTickets.userId })
    .from(oneTimeTickets)
    .where(and(eq(oneTimeTickets.id, ticket), eq(oneTimeTickets.kind, kind), isNull(oneTimeTickets.usedAt), gt(oneTimeTickets.expiresAt, ctx.now())))
    .limit(1);
  return row;
}

/** Uses a ticket up; returns its owner, or undefined when unknown, used, expired or of another kind. */
export async function consumeTicket(
  ctx: AppContext,
  kind: TicketKind,
  ticket: string,
): Promise<{ userId: number; tenantId: number | null } | undefined> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(oneTimeTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTickets.id, ticket),
        eq(oneTimeTickets.kind, kind),
        isNull(oneTimeTickets.usedAt),
        gt(oneTimeTickets.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTickets.userId, tenantId: oneTimeTickets.tenantId });
  return row;
}

/**
 * Ends every unused ticket of `userId` (password change, logout): a ticket
 * handed out before must not open a session after. Tickets are not tied to
 * one session, so a logout ends the user's other pending tickets too; they
 * live 5 minutes and a new launch issues a new one.
 */
export async function revokeTickets(ctx: AppContext, userId: number, db: Db = ctx.db): Promise<void> {
  await db
    .update(oneTimeTickets)
    .set({ usedAt: ctx.now() })
    .where(and(eq(oneTimeTickets.userId, userId), isNull(oneTimeTickets.usedAt)));
}
