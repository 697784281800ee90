/**
 * What a sub-app gets from the portal: who is signed in, in which
 * tenant, in which language, and the user's one-time ticket (spec: the ticket
 * of session-info, for a sub-app that signs in on its own server). The
 * session id never leaves its HttpOnly cookie. Sent through micro-app's data
 * channel or, to an iframe app, as a `context` message; sent again on a
 * language or tenant switch.
 */
import type { UserInfo } from '../session';

export interface SubAppContext {
  user: { userId: number; account: string; username: string } | null;
  tenant: { id: number; name: string | null } | null;
  language: string;
  ticket: string | null;
}

/** The context for `user` in `language`. */
export function subAppContext(user: UserInfo | null, language: string): SubAppContext {
  if (!user) return { user: null, tenant: null, language, ticket: null };
  return {
    user: { userId: user.userId, account: user.account, username: user.username },
    tenant: user.tenantId === -1 ? null : { id: user.tenantId, name: user.tenantName },
    language,
    ticket: user.ticket || null,
  };
}

/** A stable key of what the sub-app sees, so it is sent again only when it changes. */
export function contextKey(context: SubAppContext): string {
  return JSON.stringify(context);
}
