/**
 * Entry by URL parameters (spec portal-shell 2.1 and 4): `ticket` (single
 * sign-on, optional `redirectUrl`; the jcy edition skips it), `ukey` (with
 * `jumpUrl`), `jumpUrl` alone (a plain redirect) and `register` (an encoded
 * `user:password` pair the spec signs in with automatically). We do not: a
 * link could sign a visitor into an attacker's account (login CSRF) and it
 * puts a password in a URL, so a `register` entry signs nobody in and ends
 * on the spec's failure tip ("Registration login free jump failed!"), with
 * the pair dropped from the address. A ticket is anyone's too: while
 * another user is signed in, the server keeps that session and answers
 * OTHER_ACCOUNT, and the user is asked before the accounts switch (cancel
 * keeps the session and drops the ticket from the address). Redirect targets
 * go through safeRedirect: same origin or the allow-list only, else the main
 * route.
 */
import type { Platform } from '../../api';
import { API_CODES } from '../../core/apiCodes';
import { ApiCallError, type ApiProvider } from '../../core/env';
import { isUserInfo, type UserInfo } from '../session';
import { safeRedirect } from '../security/urls';
import { HOME_PATH, LOGIN_PATH, errorTipPath } from './paths';

/**
 * The parameters that make a URL an entry; they are removed from the address afterwards, with
 * `epssession`, the second one-time ticket a signed SSO link carries (launchLinks.ts ssoLink):
 * spent or not, a credential must not stay in the address, its history or a bookmark.
 */
export const ENTRY_PARAMS = ['ticket', 'redirectUrl', 'encodesearch', 'ukey', 'jumpUrl', 'register', 'epssession'] as const;

export type UrlEntry =
  | { kind: 'ticket'; ticket: string; redirectUrl: string | undefined }
  | { kind: 'ukey'; ukey: string; jumpUrl: string | undefined }
  | { kind: 'jumpUrl'; jumpUrl: string }
  | { kind: 'register'; encoded: string };

/** The entry a query string asks for, if any (first match in the spec's order). */
export function detectUrlEntry(search: string, platform: Platform): UrlEntry | undefined {
  const query = new URLSearchParams(search);
  const value = (name: string): string | undefined => {
    const raw = query.get(name)?.trim();
    return raw ? raw : undefined;
  };
  const ticket = value('ticket');
  // spec portal-shell 2.1: the jcy edition skips ticket login.
  if (ticket && platform !== 'jcy') return { kind: 'ticket', ticket, redirectUrl: value('redirectUrl') };
  const ukey = value('ukey');
  if (ukey) return { kind: 'ukey', ukey, jumpUrl: value('jumpUrl') };
  const register = value('register');
  if (register) return { kind: 'register', encoded: register };
  const jumpUrl = value('jumpUrl');
  if (jumpUrl) return { kind: 'jumpUrl', jumpUrl };
  return undefined;
}

/** The current address without the entry parameters (where a ticket entry lands by default). */
export function withoutEntryParams(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const encoded = query.get('encodesearch');
  for (const name of ENTRY_PARAMS) query.delete(name);
  // `encodesearch` carries the original query, URL-encoded once more.
  if (encoded) {
    try {
      for (const [name, value] of new URLSearchParams(decodeURIComponent(encoded))) if (!query.has(name)) query.set(name, value);
    } catch {
      // A malformed encodesearch is dropped, not fatal.
    }
  }
  const rest = query.toString();
  const path = pathname === '/' || pathname === '' ? HOME_PATH : pathname;
  return rest ? `${path}?${rest}` : path;
}

/** What running an entry leads to: a user to sign in (or none) and where to go. */
export interface EntryOutcome {
  user: UserInfo | undefined;
  navigateTo: string;
}

export interface EntryContext {
  api: ApiProvider;
  origin: string;
  allowedOrigins: readonly string[];
  /** Current path and query (the default landing of a ticket entry). */
  pathname: string;
  search: string;
  /** Translated failure texts. */
  texts: { ssoFailed: string; registerFailed: string };
  /**
   * Asks whether to leave the signed-in account for the link's; `signedInAs`
   * names the current user. Resolves true to switch.
   */
  confirmSwitch(signedInAs: string): Promise<boolean>;
}

function userOf(data: unknown): UserInfo {
  if (!isUserInfo(data)) throw new Error('sign-in answer without user info');
  return data;
}

/** The signed-in user an OTHER_ACCOUNT answer names: "name (account)", or whichever it has. */
function signedInAsOf(data: unknown): string {
  const record = data !== null && typeof data === 'object' ? (data as { account?: unknown; username?: unknown }) : {};
  const account = typeof record.account === 'string' ? record.account : '';
  const username = typeof record.username === 'string' ? record.username : '';
  return username && account && username !== account ? `${username} (${account})` : username || account;
}

/**
 * Signs in with a one-time link credential (an SSO ticket, a ukey); when the
 * server says another user is signed in, asks first. Resolves undefined when
 * the user keeps the current session.
 */
async function signInAskingFirst(call: (switchAccount: boolean) => Promise<{ data: unknown }>, context: EntryContext): Promise<UserInfo | undefined> {
  try {
    return userOf((await call(false)).data);
  } catch (error) {
    if (!(error instanceof ApiCallError) || String(error.code) !== API_CODES.OTHER_ACCOUNT) throw error;
    if (!(await context.confirmSwitch(signedInAsOf(error.envelope?.data)))) return undefined;
    return userOf((await call(true)).data);
  }
}

/**
 * Runs an entry against the server. Never rejects: failures become the
 * spec's destinations (errors-tip with its message, or the login page).
 */
export async function runUrlEntry(entry: UrlEntry, context: EntryContext): Promise<EntryOutcome> {
  const { api, origin, allowedOrigins } = context;
  const landing = withoutEntryParams(context.pathname, context.search);
  switch (entry.kind) {
    case 'ticket':
      try {
        const user = await signInAskingFirst(
          (switchAccount) =>
            api.request({ method: 'post', url: '/eps/auth/cas/sso-success', data: switchAccount ? { ticket: entry.ticket, switchAccount } : { ticket: entry.ticket }, silent: true }),
          context,
        );
        // Kept the signed-in account: stay where the link pointed, without its ticket.
        if (!user) return { user: undefined, navigateTo: landing };
        const to = entry.redirectUrl ? safeRedirect(entry.redirectUrl, origin, allowedOrigins, HOME_PATH) : landing;
        return { user, navigateTo: to };
      } catch {
        return { user: undefined, navigateTo: errorTipPath(context.texts.ssoFailed) };
      }
    case 'ukey':
      try {
        const user = await signInAskingFirst(
          (switchAccount) =>
            api.request({ method: 'get', url: '/eps/auth/cas/free-login', params: switchAccount ? { ukey: entry.ukey, switchAccount: '1' } : { ukey: entry.ukey }, silent: true }),
          context,
        );
        if (!user) return { user: undefined, navigateTo: landing };
        const to = entry.jumpUrl ? safeRedirect(entry.jumpUrl, origin, allowedOrigins, HOME_PATH) : landing;
        return { user, navigateTo: to };
      } catch {
        // spec portal-shell 4: ukey failure goes to login.
        return { user: undefined, navigateTo: LOGIN_PATH };
      }
    case 'jumpUrl':
      return { user: undefined, navigateTo: safeRedirect(entry.jumpUrl, origin, allowedOrigins, HOME_PATH) };
    case 'register':
      // Never signs in (login CSRF, a password in a URL); see the module comment.
      return { user: undefined, navigateTo: errorTipPath(context.texts.registerFailed) };
  }
}
