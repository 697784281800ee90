/**
 * Options and shapes of the api client (ARCHITECTURE 6). The client adapts
 * axios to the core's {@link ApiProvider}; everything it needs from the shell
 * (platform, route query, notices, translation, logout) comes in as functions.
 */
import type { AxiosInstance } from 'axios';
import type { ApiProvider } from '../core/env';

/**
 * Where the portal runs: ep (purchaser), su (supplier), or embedded in a sign
 * engine: bpm, fw, jcy (spec workflow-enterprise-embedding 7).
 */
export type Platform = 'ep' | 'su' | 'bpm' | 'fw' | 'jcy';

/** How the client tells the user about a call (adapted from antd by the shell). */
export interface ApiNotifier {
  success(message: string, durationMs: number): void;
  error(message: string): void;
  warning(message: string): void;
}

/** Translation function (`api.x` keys, i18next-style `{{var}}` interpolation). */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** Why the client asks the shell to log out. */
export type LogoutReason = 'login-error' | 'expired';

/** Everything {@link createApiClient} needs from the shell. */
export interface ApiClientOptions {
  /** Prefix of every URL; empty (same origin) in the browser. */
  baseURL?: string | undefined;
  /** The current platform, read on every call. */
  platform: () => Platform;
  /** The current route query, merged into params in bpm, fw and jcy. */
  routeQuery: () => Record<string, string>;
  /** fw only: extra params from the host frame (spec workflow-enterprise-embedding 7). */
  fwExtraParams?: (() => Promise<Record<string, string>>) | undefined;
  notifier: ApiNotifier;
  t: Translate;
  onLogout: (reason: LogoutReason) => void;
  /** Called after a successful call flagged `sse` (spec portal-shell 7, call rules). */
  onMessagingStart?: (() => void) | undefined;
  /** The active language, used to pick from a `{ "zh-cn": ..., "en": ... }` errorMsg. Default zh-cn. */
  language?: (() => string) | undefined;
  /** The URL of a permission code from the user's permission sets, read on every call named by `permission`. */
  permissionUrl?: ((code: string) => string | undefined) | undefined;
  /** Loads the permission sets when `permissionUrl` has none yet (a workflow edition's first permission-named call). */
  loadPermissionUrls?: (() => Promise<void>) | undefined;
  /** Request timeout; default 60 s. */
  timeoutMs?: number | undefined;
}

/** The client: the core's provider plus the axios instance for the rare direct use. */
export type ApiClient = ApiProvider & { axios: AxiosInstance };
