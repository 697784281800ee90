/**
 * The links an app launch opens (spec portal-shell 4 "App launch"): the app's
 * href with the credentials of its link type as query parameters. No React,
 * no I/O.
 *
 * Where the spec is silent we chose:
 * - single sign-on ('1'): `ticket` carries the one-time ticket of
 *   GET /eps/auth/cas/check/sso-app (the same name as the portal's own
 *   `ticket` URL entry, spec 2.1, so a portal can be the SSO target of
 *   another), and `epssession` a second one-time ticket from the same answer
 *   (the name the login page appends to a `forward-url`, spec 2.2). Never the
 *   session id: that stays in the httpOnly cookie;
 * - data portal ('2'): `token` carries the token of GET /eps/auth/cas/ddmGetToken.
 * Parameters go into the query before any `#fragment`; an existing query is
 * kept and a parameter of the same name is replaced.
 */
import { isOpenableUrl } from '../security/urls';

/** Query parameter of the one-time SSO ticket. */
const SSO_TICKET_PARAM = 'ticket';
/** Query parameter of the second one-time ticket on an SSO link (spec: "session ticket"). */
const SSO_SESSION_PARAM = 'epssession';
/** Query parameter of the data-portal token. */
const DATA_PORTAL_TOKEN_PARAM = 'token';

/**
 * True when `href` is an address a launch may open: http(s), or a path of
 * this portal (the same check env.openWindow makes, done before any ticket
 * is issued so a bad configuration costs no ticket).
 */
export function isLaunchableHref(href: string | null | undefined, origin: string): href is string {
  return typeof href === 'string' && href.trim() !== '' && isOpenableUrl(href, origin);
}

/** `href` (absolute, or a path resolved against `origin`) with `params` set in its query. */
export function withQuery(href: string, origin: string, params: Readonly<Record<string, string | undefined>>): string {
  const url = new URL(href.trim(), origin);
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, value);
  return url.href;
}

/** The signed SSO link: the app's href with the one-time ticket and the one-time `epssession`. */
export function ssoLink(href: string, origin: string, ticket: string, sessionTicket: string | undefined): string {
  return withQuery(href, origin, { [SSO_TICKET_PARAM]: ticket, [SSO_SESSION_PARAM]: sessionTicket });
}

/** The data-portal link: the app's href with the token. */
export function dataPortalLink(href: string, origin: string, token: string): string {
  return withQuery(href, origin, { [DATA_PORTAL_TOKEN_PARAM]: token });
}
