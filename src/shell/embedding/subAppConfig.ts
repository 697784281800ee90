/**
 * Where a sub-app lives and how it is hosted (spec workflow 2.1, 4.1). The
 * configuration comes from the seeded apps (listPermissionApp): an app whose
 * `isIframe` is set is an iframe app; its origin is that of its configured
 * absolute `url`, else the portal's own (`/{name}/` on this server).
 */
import type { PermissionApp } from '../../menu';

export interface SubAppConfig {
  /** `{name}-ui`, the engine's app name. */
  name: string;
  /** The entry to load: `{origin}/{name}/`. */
  entry: string;
  /** The only origin whose messages are acted on. */
  origin: string;
  iframe: boolean;
  /**
   * The app is served by the portal's own origin. Such a frame is sandboxed without
   * allow-same-origin (with allow-scripts it could otherwise remove its own sandbox), so
   * its documents run in an opaque origin and its messages arrive from origin "null".
   */
  sameOrigin: boolean;
  /** The app's id for its notices (spec 4.8); undefined when unknown. */
  appInfoId: number | undefined;
}

/** spec 2.1: the sub-app list treated as sub apps (micro-apps) whatever the menu says. */
export const SUB_APP_NAMES: ReadonlySet<string> = new Set(['sub-ui', 'filedata-ui', 'yqp-ui', 'sc-ui', 'plcc-ui', 'gcm-ui', 'risk-ui']);

/** True for a plausible `{name}-ui` app name (anything else is a 404, spec 2.1). */
export function isSubAppName(name: string): boolean {
  return /^[a-z][a-z0-9-]*-ui$/.test(name);
}

/** The `{name}-ui` route an app's href opens under /pages/main, if any. */
export function routeOf(app: PermissionApp): string | undefined {
  const href = app.href ?? undefined;
  const match = href ? /\/pages\/main\/([a-z][a-z0-9-]*-ui)(?:[/?#]|$)/.exec(href) : null;
  return match?.[1];
}

/** An absolute http(s) origin of `url`, or undefined for relative or other links. */
function originOf(url: string | null | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The configuration of `name`, from the signed-in user's apps; same-origin micro-app defaults when the app is not listed. */
export function subAppConfig(name: string, apps: readonly PermissionApp[], portalOrigin: string): SubAppConfig {
  const app = apps.find((candidate) => routeOf(candidate) === name);
  const origin = originOf(app?.url) ?? portalOrigin;
  return {
    name,
    entry: `${origin}/${name}/`,
    origin,
    // The reference server sends a boolean, the spec's type says 1/0: both count.
    iframe: Boolean(app?.isIframe) && !SUB_APP_NAMES.has(name),
    sameOrigin: origin === portalOrigin,
    appInfoId: app?.id,
  };
}

/** spec 4.1: at most this many iframe apps are preloaded after sign-in (each is a whole document). */
export const MAX_PRELOADED_IFRAMES = 3;

/** The iframe apps of the user's app list to preload hidden after sign-in, in list order, bounded. */
export function iframeAppsToPreload(apps: readonly PermissionApp[], portalOrigin: string, limit = MAX_PRELOADED_IFRAMES): SubAppConfig[] {
  const names = [...new Set(apps.filter((app) => Boolean(app.isIframe)).flatMap((app) => routeOf(app) ?? []))];
  return names
    .map((name) => subAppConfig(name, apps, portalOrigin))
    .filter((config) => config.iframe)
    .slice(0, limit);
}
