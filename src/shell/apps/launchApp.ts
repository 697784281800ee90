/**
 * Launching an app by its link type (spec portal-shell 4 "App launch", 7, 8),
 * the same rules for every entry point (home tiles through the `openApp`
 * host capability, the top bar's my-apps cascader, common apps). No React:
 * every effect comes in through {@link LaunchDeps}.
 *
 * - Each launch first sends the analytics call (p_auth_apps_analyze, seeded as
 *   GET /eps/auth/cas/jump/app, with id and appName), silently and without
 *   waiting: its failure never blocks the launch.
 * - No listPermissionApp record for the app: 'menu being prepared' warning.
 * - Link type null (or one we do not know): 'application configuration error'.
 * - '0' internal: navigate to the permission set's redirect (the app's first
 *   page); none: 'no accessible menu under this app' warning.
 * - '1' single sign-on: fetch a ticket (p_auth_apps_sso: check/sso-app), sign the app's href
 *   with it and a second one-time ticket (`epssession`), open it in a new window.
 * - '2' data portal: fetch a token (p_auth_apps_ddm: ddmGetToken), add it to the href, open it.
 * For '1' and '2' the window opens LAUNCH_FADE_MS after the fetch, when the
 * tile's progress has faded; the promise settles only then, so a caller's
 * progress state lasts exactly as long as the launch.
 *
 * Trust: an app's href comes from the tenant's configuration through the
 * signed-in server's listPermissionApp, like a menu's external link (node
 * types 9, 10), so it is a trusted target and is not checked against
 * EPS_REDIRECT_ALLOWLIST (that list guards redirect parameters, which anyone
 * can put in a URL). It must still be http(s) or a portal path: anything
 * else (`javascript:`, `data:`) is treated as a configuration error before a
 * ticket is issued.
 */
import type { ApiProvider, NotifyLevel } from '../../core/env';
import type { MenuApp, PermissionApp } from '../../menu';
import { dataPortalLink, isLaunchableHref, ssoLink } from './launchLinks';

/** How long the tile's progress takes to fade before the new window opens (ms). */
export const LAUNCH_FADE_MS = 300;

/** spec portal-shell 3: App.type, the link type. */
export const LINK_TYPES = { internal: '0', sso: '1', dataPortal: '2' } as const;

/** Translation keys of the launch warnings (spec portal-shell 8). */
export const LAUNCH_WARNINGS = {
  configError: 'apps.launch.configError',
  preparing: 'apps.launch.preparing',
  noMenu: 'apps.launch.noMenu',
} as const;

/** Translation key of the error shown when a ticket or token answer carries none. */
export const NO_CREDENTIAL_KEY = 'apps.launch.noCredential';

/** Why a launch did not happen. `request`: the ticket or token call failed (the api client told the user). */
export type LaunchFailure = keyof typeof LAUNCH_WARNINGS | 'request';

/** The error a launch rejects with; the user has already been told. */
export class LaunchError extends Error {
  readonly reason: LaunchFailure;
  constructor(reason: LaunchFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LaunchError';
    this.reason = reason;
  }
}

/** What a launch did. */
export type LaunchResult = { kind: 'navigated'; path: string } | { kind: 'opened'; url: string };

/** The app to launch: its permission-set root node and its listPermissionApp record. */
export interface LaunchTarget {
  app: MenuApp;
  info: PermissionApp | undefined;
  /** The full path of the app's last opened view, if one is open (an internal app goes back there). */
  lastPath?: string | undefined;
}

/** The effects a launch may have, supplied by the shell (or a test). */
export interface LaunchDeps {
  api: ApiProvider;
  navigate(to: string): void;
  openWindow(url: string): void;
  notify(level: NotifyLevel, message: string): void;
  t(key: string): string;
  /** Base of relative hrefs; the page's origin by default. */
  origin?: string;
  /** Waits `ms`; setTimeout by default. */
  wait?: (ms: number) => Promise<void>;
}

/** The listPermissionApp record of a menu app, if the server sent one. */
export function appInfoOf(app: MenuApp, apps: readonly PermissionApp[]): PermissionApp | undefined {
  return app.appInfoId === undefined ? undefined : apps.find((a) => a.id === app.appInfoId);
}

const defaultWait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The link type as the spec spells it ('0', '1', '2'); the server sends a number. */
function linkTypeOf(info: PermissionApp): string | undefined {
  return info.type === null || info.type === undefined ? undefined : String(info.type);
}

/** The analytics call of a click (spec portal-shell 4, 7): silent, never awaited by the launch. */
function recordJump(target: LaunchTarget, api: ApiProvider): void {
  const appName = target.info?.appName ?? target.info?.name ?? target.info?.appCode ?? target.app.route;
  const params: Record<string, unknown> = { appName };
  if (target.info) params.id = target.info.id;
  // Named by its permission code (spec workflow 6): a user without the key sends none.
  void api.request({ method: 'get', url: '', permission: 'p_auth_apps_analyze', params, silent: true }).catch(() => undefined);
}

function warn(deps: LaunchDeps, reason: keyof typeof LAUNCH_WARNINGS): never {
  const message = deps.t(LAUNCH_WARNINGS[reason]);
  deps.notify('warning', message);
  throw new LaunchError(reason, message);
}

/**
 * Fetches the app's credential from the call permission code `permission` names
 * (spec workflow 6; a user without the key gets the api client's "no
 * permission"); a failure rejects as `request` (the api client told the user).
 */
async function fetchCredential<T>(deps: LaunchDeps, permission: string, appId: number): Promise<T> {
  try {
    const envelope = await deps.api.request<T>({ method: 'get', url: '', permission, params: { appId } });
    return envelope.data;
  } catch (error) {
    throw new LaunchError('request', error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** A ticket or token answer without the credential: tell the user, then reject. */
function noCredential(deps: LaunchDeps, call: string): never {
  deps.notify('error', deps.t(NO_CREDENTIAL_KEY));
  throw new LaunchError('request', `${call} answered without a credential`);
}

/** Opens `url` once the progress has faded. */
async function openAfterFade(deps: LaunchDeps, url: string): Promise<LaunchResult> {
  await (deps.wait ?? defaultWait)(LAUNCH_FADE_MS);
  deps.openWindow(url);
  return { kind: 'opened', url };
}

/**
 * Launches `target` by its link type (see the module comment). Resolves with
 * what it did; rejects with a {@link LaunchError} after telling the user.
 * @example
 *   await launchApp({ app, info: appInfoOf(app, apps) }, { api, navigate, openWindow, notify, t, user });
 */
export async function launchApp(target: LaunchTarget, deps: LaunchDeps): Promise<LaunchResult> {
  recordJump(target, deps.api);
  const { app, info } = target;
  if (!info) return warn(deps, 'preparing');
  const origin = deps.origin ?? window.location.origin;
  const href = info.href ?? info.url ?? undefined;
  switch (linkTypeOf(info)) {
    case LINK_TYPES.internal:
      // spec portal-shell 3 and 4: '0' goes back to the app's last opened view, else to the permission set's redirect.
      if (target.lastPath) {
        deps.navigate(target.lastPath);
        return { kind: 'navigated', path: target.lastPath };
      }
      if (!app.redirect) return warn(deps, 'noMenu');
      deps.navigate(app.redirect);
      return { kind: 'navigated', path: app.redirect };
    case LINK_TYPES.sso: {
      if (!isLaunchableHref(href, origin)) return warn(deps, 'configError');
      const issued = await fetchCredential<{ ticket?: unknown; epssession?: unknown }>(deps, 'p_auth_apps_sso', info.id);
      if (typeof issued?.ticket !== 'string' || !issued.ticket) return noCredential(deps, 'check/sso-app');
      // Both are one-time tickets of the server; the session id never leaves the cookie.
      const epssession = typeof issued.epssession === 'string' ? issued.epssession : undefined;
      return openAfterFade(deps, ssoLink(href, origin, issued.ticket, epssession));
    }
    case LINK_TYPES.dataPortal: {
      if (!isLaunchableHref(href, origin)) return warn(deps, 'configError');
      const issued = await fetchCredential<{ token?: unknown }>(deps, 'p_auth_apps_ddm', info.id);
      if (typeof issued?.token !== 'string' || !issued.token) return noCredential(deps, 'ddmGetToken');
      return openAfterFade(deps, dataPortalLink(href, origin, issued.token));
    }
    default:
      // spec portal-shell 4: null is a configuration error (and so is a type we do not know).
      return warn(deps, 'configError');
  }
}
