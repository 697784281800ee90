/**
 * Providers the core talks to (STYLE 5): the core never imports axios,
 * i18next, antd or the router; the shell passes adapters that satisfy these.
 * Tests pass a real server or a small provider.
 */
import type { CallTrigger } from './calls/screenCalls';
import type { ScreenSource } from './schema/screenStore';
import type { HttpMethod, LocalizedText } from './schema/types';

/** The envelope every EPS call answers with. */
export interface ApiEnvelope<T = unknown> {
  code: string | number;
  message?: string;
  data: T;
  /**
   * The versions of the records this answer holds (its `Record-Versions` header, e.g. `"user:3:7"`), set by the
   * api client: a write made from this copy sends them back as {@link ApiRequest.ifMatch}.
   */
  recordVersions?: string | undefined;
}

/** What the error message of a call may be (spec workflow-enterprise-embedding 8). */
export type ErrorMessageOption =
  | string
  | LocalizedText
  | ((error: { code?: string | number; message?: string; status?: number }) => string | undefined);

/** A resolved call: templates already applied. */
export interface ApiRequest {
  method: HttpMethod;
  /** The URL; empty when `permission` names the call. */
  url: string;
  /** A permission code the provider resolves to the URL from the user's permission sets (spec workflow-enterprise-embedding 6). */
  permission?: string | undefined;
  params?: Readonly<Record<string, unknown>> | undefined;
  data?: unknown;
  dataType?: 'json' | 'form-data' | undefined;
  /** Errors are not shown to the user (the promise still rejects). */
  silent?: boolean | undefined;
  successMsg?: string | undefined;
  errorMsg?: ErrorMessageOption | undefined;
  /** Start the message listener after success (spec portal-shell 7, call rules). */
  sse?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /**
   * The record versions of the copy this write was made from (the `recordVersions` of the read that filled a
   * form): for those records they are sent instead of the latest versions this tab has read since, so a form
   * still showing an older copy is refused (409) even after another part of the page read the newer one.
   */
  ifMatch?: string | undefined;
  /** How long to wait for the answer before failing as a timeout; the client's own limit (60 s) when not given. */
  timeoutMs?: number | undefined;
  /** Told the share of the body sent so far (0 to 1) while it is sent, when the size is known: upload progress. */
  onUploadProgress?: ((sent: number) => void) | undefined;
  /**
   * Why a screen's node makes the call (core/calls/screenCalls.ts): 'gesture' only where a person's click or
   * submit runs it; anything else counts as a load, which may only read.
   */
  trigger?: CallTrigger | undefined;
}

/**
 * Calls the server. Resolves with the envelope when `code` is success;
 * rejects with an {@link ApiCallError} otherwise, after telling the user
 * (unless `silent`).
 */
export interface ApiProvider {
  request<T = unknown>(request: ApiRequest): Promise<ApiEnvelope<T>>;
  /** The URL a call named by permission code goes to (undefined when the session has none for it). */
  resolveUrl?(request: Pick<ApiRequest, 'url' | 'permission'>): string | undefined;
  /**
   * Loads the permission sets permission-named calls resolve through when the page has not (the workflow
   * editions skip them in the preload, spec workflow-enterprise-embedding 4.1); resolves at once when loaded.
   */
  loadPermissionUrls?(): Promise<void>;
}

/** The error an {@link ApiProvider} rejects with. */
export class ApiCallError extends Error {
  readonly code: string | number | undefined;
  readonly status: number | undefined;
  readonly envelope: ApiEnvelope | undefined;
  /** The failure ended the session (HTTP 499, login error): the shell is sending the user to sign in. */
  readonly endsSession: boolean;
  constructor(
    message: string,
    options: { code?: string | number | undefined; status?: number | undefined; envelope?: ApiEnvelope | undefined; endsSession?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
    this.code = options.code;
    this.status = options.status;
    this.envelope = options.envelope;
    this.endsSession = options.endsSession === true;
  }
}

/** Translation, adapted from i18next by the shell. */
export interface I18nProvider {
  /** The active language, `zh-cn` or `en`. */
  readonly language: string;
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  exists(key: string): boolean;
}

export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';

/** The side effects actions may have, supplied by the shell. */
export interface PortalEnv {
  api: ApiProvider;
  i18n: I18nProvider;
  /** In-app navigation (router). */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Open a URL in a new window; the shell checks it against the allow-list. */
  openWindow(url: string): void;
  notify(level: NotifyLevel, message: string): void;
  /** Ask the user; resolves true on confirm. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  logout(): Promise<void>;
  /** Permission keys the session holds (spec portal-shell 6). */
  hasPermission(key: string): boolean;
  /**
   * Named capabilities of the shell that `host` actions call with their
   * resolved args. A rejection stops the chain (the capability tells the user).
   */
  host?: Readonly<Record<string, HostCapability>>;
  /** Where `screenDialog` actions load documents from (the shell's bundled files and overrides). */
  screens?: ScreenSource;
}

/** What a confirm asks: texts already resolved; labels default to the shell's OK and Cancel. */
export interface ConfirmOptions {
  title?: string;
  content: string;
  okText?: string;
  cancelText?: string;
}

/** A shell capability a schema may call by name; receives resolved args, resolves with a result. */
export type HostCapability = (args: Readonly<Record<string, unknown>>) => Promise<unknown>;
